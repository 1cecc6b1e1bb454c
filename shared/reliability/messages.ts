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
} as const;
