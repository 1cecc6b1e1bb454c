/** Texts of the maintenance requests screens and portal (spec maintenance 2.7, 5, 8), typos and spaces included. */
export const RequestMessages = {
  // spec 5 'Maintenance request create', 'Resolve'
  titleRequired: 'Title is required !',
  titleTooLong: 'Title can not be more than 100 characters !',
  descriptionRequired: 'Description is required !',
  assetRequired: 'Asset is required !',
  reasonRequired: 'Reason is required !',
  // spec 8 toasts
  created: 'Request created successfully !',
  updated: 'Request updated successfully !',
  resolved: 'Request resolved successfully !',
  // spec 2.7 / 8 empty texts
  noRequestor: 'No requestor found',
  noType: 'No type found',
  noData: 'No data found',
  // ours: what the spec does not show
  requestNotFound: 'Request not found',
  notOpen: 'Only an Open request can be changed this way !',
  completedLocked: 'A Completed request cannot be edited !',
  workOrderNotFound: 'Work order not found',
  workOrderTaken: 'This work order is already linked to another request !',
  workOrderOtherAsset: 'The work order must be for the same asset !',
  priorityInvalid: 'Priority must be Low, Medium or High !',
  descriptionTooLong: 'Description can not be more than 2000 characters !',
  reasonTooLong: 'Reason can not be more than 1000 characters !',
  maintenanceNotShown: 'Maintenance is not enabled for your active site.',
  sourceRequired: 'An issue or an inspection is required !',
  sourceNotFound: 'Issue or inspection not found',
  // the no-sign-in portal (ours)
  portalLinkInvalid: 'This link is not valid. Please scan the label again.',
  portalTooMany: 'Too many reports. Please try again later.',
  portalReported: 'Thank you! Your report has been sent to the maintenance team.',
  portalBodyTooLarge: 'The report is too large.',
  portalPhotoInvalid: 'The photo must be a JPEG, PNG or WebP image up to 10 MB.',
} as const;
