/** Users: the list and its filter options, create/edit/profile, status, resend, barcode labels. */
import { UsersApi } from '../../shared/users/api.js';
import { serve, type DomainDef } from '../lib/routing.js';

export const usersDomain = {
  folder: 'users',
  timeoutSeconds: 29,
  permissions: {
    table: 'readWrite',
    ses: true,
    cognitoAdmin: ['AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser', 'AdminEnableUser', 'AdminSetUserPassword', 'AdminUpdateUserAttributes'],
  },
  // The label sheet loads pdfkit and bwip-js: a Lambda of its own keeps them out of the others' cold start.
  lambdas: { documents: { memoryMb: 1024, timeoutSeconds: 29, permissions: { table: 'read' }, bundleFiles: ['pdfkit-fonts'] } },
  routes: [
    serve(UsersApi.filterUsers, 'filterUsers'),
    serve(UsersApi.filterUsersRoleOptions, 'filterUsersRoleOptions'),
    serve(UsersApi.filterUsersCompanyOptions, 'filterUsersCompanyOptions'),
    serve(UsersApi.filterUsersSiteOptions, 'filterUsersSiteOptions'),
    serve(UsersApi.updateUserStatus, 'updateUserStatus'),
    serve(UsersApi.resendTempPassword, 'resendTempPassword'),
    serve(UsersApi.generateBarcodeUser, 'generateBarcodeUser', { lambda: 'documents' }),
    serve(UsersApi.addUpdateUser, 'addUpdateUser'),
    serve(UsersApi.getUserDetails, 'getUserDetails'),
    serve(UsersApi.getAllRoles, 'getAllRoles'),
    serve(UsersApi.getAllLanguages, 'getAllLanguages'),
  ],
} satisfies DomainDef;
