/** Texts of the failure-code catalogue (issue 25 item 5). The spec has none; these are ours, in the spec's style. */
export const ReliabilityMessages = {
  kindInvalid: 'Kind must be problem, cause or remedy !',
  codeRequired: 'Code is required !',
  codeTooLong: 'Code can not be more than 20 characters !',
  descriptionRequired: 'Description is required !',
  descriptionTooLong: 'Description can not be more than 100 characters !',
  codeTaken: 'This code is already in the catalogue !',
  codeNotFound: 'Failure code not found',
  created: 'Failure code added successfully !',
  updated: 'Failure code updated successfully !',
  deactivated: 'Failure code deactivated successfully !',
  problemCodeInvalid: 'Problem code is not an active problem code of the catalogue !',
  causeCodeInvalid: 'Cause code is not an active cause code of the catalogue !',
  remedyCodeInvalid: 'Remedy code is not an active remedy code of the catalogue !',
  // Downtime and availability (issue 25 items 5, 6).
  reasonRequired: 'Reason is required !',
  reasonTooLong: 'Reason can not be more than 200 characters !',
  alreadyDown: 'This asset is already down !',
  notDown: 'This asset is not down !',
  markedDown: 'Asset marked down !',
  backInService: 'Asset back in service !',
  periodInvalid: 'Period must be 30, 90 or 365 days !',
} as const;
