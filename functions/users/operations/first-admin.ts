/** The record of a tenant's first user: a SuperAdmin, registered on their first sign-in. */
import { Role, UserStatus } from '#shared/codes.js';
import { createUserRecord } from '../store/index.js';

export function createFirstAdminRecord(
  tenant: string,
  admin: { uuid: string; username: string; firstname: string; lastname: string },
) {
  return createUserRecord({
    tenant,
    uuid: admin.uuid,
    username: admin.username,
    email: admin.username,
    firstname: admin.firstname,
    lastname: admin.lastname,
    status: UserStatus.Active,
    roles: [Role.SuperAdmin],
    sites: [],
    default_role_web: Role.SuperAdmin,
    default_role_app: Role.SuperAdmin,
    prefer_language_id: 1,
    is_registration_succeed: false,
    email_notification_status: true,
    executive_report_status: false,
    operator_usage_report_email_not_status: false,
    manager_pm_notification_status: false,
  });
}
