/** Every user-facing text of the spec, written once, typos included (clients depend on them). */

export const Messages = {
  // transport and generic (spec 8)
  networkError: 'Network Error',
  somethingWentWrong: 'Something went wrong!',
  somethingWentWrongSpaced: 'Something went wrong !',
  invalidCredentials: 'Username or password is invalid',
  unauthorized: 'Unauthorized',
  notFound: 'Not found',
  roleNotAuthorised: 'Your active role is not authorised to perform this action.',
  roleNotAuthorisedNotification: 'Your active role is not authorised to access this notification.',
  siteNotAllowed: 'Your active site is not assigned to you.',
  tenantMismatch: 'This account does not belong to this company.',
  userInactive: 'Your account is inactive. Please contact your administrator.',
  unableToUpdateSetting: 'Unable to update the setting, please try again',
  unknownCompany: 'Company not found',
  recordChanged: 'This record was changed by someone else. Please reload and try again.',

  // sign-in (spec 5)
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  forgotEmailRequired: 'Please enter a email address',
  forgotEmailInvalid: 'Please enter a valid email address',
  resetEmailRequired: 'Please enter Email Address',
  resetNewPasswordRequired: 'Please enter New Password',
  resetReenterRequired: 'Please re-enter New Password',
  resetMismatch: 'The new passoword and re-enter new password did not match',
  passwordRule: 'Password must have atleast one lowercase,uppercase,number and a special character',
  passwordMinLength: 'Password must be atleast of 6 characters',
  setPasswordMismatch: 'The passoword and confirm password did not match',
  resetEmailSent: 'Please check your email for instructions to reset your password',
  passwordUpdated: 'Password updated successfully!',
  unableToChangePassword: 'Unable to change password, please verify email',
  /** Not in the spec: the code is typed when the reset route does not carry it. */
  resetCodeRequired: 'Please enter Verification code',

  // session (spec 8)
  defaultRoleUpdated: 'Default role is updated',
  defaultSiteUpdated: 'Default site is updated',
  defaultSiteUpdatedCompany: 'Default site updated !',
  defaultCompanyUpdated: 'Default company updated !',
  activeRoleUpdated: 'Active role updated',
  activeSiteUpdated: 'Active site updated',
  activeCompanyUpdated: 'Active company updated',
  loggedOut: 'Logged out',
  noWebAccess: 'Your roles do not give access to the web application.',
  emailVerified: 'Email verified',

  // notifications (spec 2.5, 8)
  noNotifications: 'No Notifications Yet',
  notificationUpdated: 'Notification updated',
  allNotificationsRead: 'All notifications marked as read',
  notificationDisabled: 'Settings updated successfully!',
  noActivities: 'No Activities',
  noDataFound: 'No data found',

  // validation of ids and payloads
  invalidRequest: 'Invalid request',
  roleIdRequired: 'Role is required',
  siteIdRequired: 'Site is required',
  companyIdRequired: 'Company is required',
  companyCodeRequired: 'company_code is required',
  invalidNotificationStatus: 'Status must be 1 (unread) or 2 (read)',
  notAssignedRole: 'This role is not assigned to you.',
  notAssignedSite: 'This site is not assigned to you.',
  notAssignedCompany: 'This company is not assigned to you.',
} as const;
