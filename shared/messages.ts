/** Every user-facing text of the spec, written once, typos included (clients depend on them). */

/**
 * Ours, for a typed text past its limit where the spec words none: worded like maintenance spec 8
 * 'Title can not be more than 100 characters !'. The domains' too-long messages are this one.
 */
export const tooLong = (field: string, max: number) => `${field} can not be more than ${max} characters !`;

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
  /** Ours (issue 27): the tenant is suspended by the platform; its data is kept. */
  tenantSuspended: "This company's account is suspended. Please contact AssetCare support.",
  recordChanged: 'This record was changed by someone else. Please reload and try again.',
  /** Ours (functions/lib/idempotency.ts): a client request id sent again with a different body (422). */
  idempotencyKeyReused: 'This request id was already used for a different request',

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
  /** Ours: the Maintenance group (tasks, dealers, PM library) shows only where the active site shows maintenance (maintenance spec 1, 2.2). */
  maintenanceNotShown: 'Maintenance is not enabled for your active site.',
  notAssignedCompany: 'This company is not assigned to you.',

  // users (spec 2.11, 5, 8)
  userCreated: 'User created successfully.',
  /** The newer form's wording of the same toast. */
  userCreatedBang: 'User created successfully !',
  userUpdated: 'User updated successfully.',
  profileUpdated: 'User profile updated successfully.',
  userStatusUpdated: 'User status updated !',
  tempPasswordSent: 'Temporary password sent !',
  resendFailed: 'Something went wrong, please try again',
  /** A service the server depends on is overloaded or down (503): the spec's retry sentence. */
  serviceUnavailable: 'Something went wrong, please try again',
  selectAtLeastOneUser: 'Please select atleast one user',
  noRoleFound: 'No role found',
  noCompanyFound: 'No company found',
  noSiteFound: 'No site found',
  // legacy create form (/users/create)
  legacyEmailRequired: 'Email is required',
  legacyEmailInvalid: 'Email is invalid',
  legacyUsernameRequired: 'User name is required',
  legacyUsernameNotEmail: 'User name must be same as email',
  legacyFirstNameRequired: 'First name is required',
  legacyLastNameRequired: 'Last name is required',
  legacyStatusRequired: 'Please select status',
  legacyRoleRequired: 'Please select role',
  legacyCompanyRequired: 'Please select company',
  legacySiteRequired: 'Please select site',
  legacyLanguageRequired: 'Please select language',
  // new create form (/users/createnew); the names, status, company and defaults also serve the edit form and the profile
  emailInvalid: 'Enter a valid Email !',
  emailRequired: 'Email is required !',
  usernameRequiredBang: 'Username is required !',
  usernameNotEmail: 'Username and Email must be same',
  firstNameRequired: 'First Name is required !',
  lastNameRequired: 'Last Name is required !',
  defaultRoleRequired: 'Default Role is required !',
  defaultSiteRequired: 'Default Site is required !',
  statusRequired: 'Status is required !',
  languagesRequired: 'Language are required !',
  rolesRequired: 'Roles are required !',
  sitesRequired: 'Sites are required !',
  companyRequiredBang: 'Company is required !',
  operatorOtherRoles: 'Operator user can not have other roles assigned to it !',
  // edit form (/users/details/{uuid}): '{label} is required !'
  editUsernameRequired: 'User Name is required !',
  editRoleRequired: 'Role is required !',
  editSiteRequired: 'Site is required !',
  editLanguageRequired: 'Language is required !',
  editEmailInvalid: 'Email is invalid !',
  // users: not in the spec (the server's own refusals)
  userFieldTooLong: (field: 'First Name' | 'Last Name' | 'Email' | 'Username', max: number) =>
    tooLong(field, max),
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  userNotFound: 'User not found',
  userIdRequired: 'User is required',
  singleSiteRole: 'Operator and Maintenance staff users can have only one site !',
  inactiveSite: 'Users can only be added to active sites.',
  siteOutsideCompany: 'Sites must belong to the selected company.',
  companyChangeNotAllowed: 'The company of a user cannot be changed.',
  identityReadOnly: 'Username and Email cannot be changed.',
  barcodeRolesOnly: 'Barcodes can be printed only for Operator and Maintenance staff users.',
  registrationComplete: 'This user has already set a password.',
  /** Not in the spec: the login screen's resend answer, the same whether or not the username exists. */
  tempPasswordResendRequested:
    'If this username has not signed in yet, a new temporary password is on its way by e-mail.',
  tooManyAssignments: 'Too many sites and roles for one user.',
  /** Not in the spec: a public call (the sign-in screen's) past its rate limit, with 429. */
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;
