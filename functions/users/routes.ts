/** Users: the list and its filter options, create/edit/profile, status, resend, barcode labels. */
import { UsersApi } from '#shared/users/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const usersDomain = {
  folder: 'users',
  timeoutSeconds: 29,
  permissions: {
    table: 'readWrite',
    ses: true,
    cognitoAdmin: [
      'AdminCreateUser',
      'AdminDeleteUser',
      'AdminDisableUser',
      'AdminEnableUser',
      'AdminSetUserPassword',
      'AdminUpdateUserAttributes',
    ],
  },
  // The label sheet loads pdfkit and bwip-js: a Lambda of its own keeps them out of the others' cold start.
  lambdas: {
    documents: {
      memoryMb: 1024,
      timeoutSeconds: 29,
      permissions: { table: 'read' },
      bundleFiles: ['pdfkit-fonts'],
    },
  },
  routes: serveApi(UsersApi, { lambdas: { generateBarcodeUser: 'documents' } }),
} satisfies DomainDef;
