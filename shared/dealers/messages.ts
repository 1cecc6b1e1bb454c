/** Texts of the service dealer picker (spec maintenance 2.2, 8). The spec gives only the empty texts; the rest are ours, in the spec's style. */
export const DealerMessages = {
  // spec 2.2 and 8 (empty states)
  noDealerAdded: 'No Service Dealer added !',
  noDealersFound: 'No dealers found',
  // ours
  nameRequired: 'Name is required !',
  nameTooLong: 'Name can not be more than 100 characters !',
  emailRequired: 'Email is required !',
  emailInvalid: 'Enter a valid Email !',
  added: 'Service dealer added successfully !',
  dealerNotFound: 'Service dealer not found',
} as const;
