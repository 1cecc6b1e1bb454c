/** Texts of the platform-admin calls (issue 27; the spec has no platform admin): ours, in the spec's style. */
export const PlatformMessages = {
  operatorsOnly: 'Only AssetCare platform operators can manage tenants !',
  codeRequired: 'Tenant code is required !',
  codeInvalid: 'Tenant code must be 2 to 30 lowercase letters, digits or inner hyphens !',
  codeReserved: 'This tenant code is reserved !',
  nameRequired: 'Tenant name is required !',
  adminEmailRequired: "Enter the first admin's e-mail address !",
  adminNameRequired: "Enter the first admin's name !",
  colorInvalid: 'Enter a colour as #rrggbb !',
  notFound: 'Tenant not found',
  provisioningStarted: 'Tenant provisioning started !',
  alreadyExists: 'A tenant with this code already exists !',
  suspended: 'Tenant suspended !',
  resumed: 'Tenant resumed !',
  notActive: 'Only an active tenant can be suspended !',
  notSuspended: 'Only a suspended tenant can be resumed !',
} as const;
