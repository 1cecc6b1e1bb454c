import * as z from 'zod';
import { Messages } from '../messages.js';
import { id, optionalText } from './common.js';

/** POST User/Login: the password was already checked by the identity pool, so it is sent as null. */
export const loginBody = z.object({
  username: z.string().trim().max(128).optional().nullable(),
  password: z.null().optional(),
  notification_token: z.string().max(4096).optional().nullable(),
  os: z.string().max(20).optional().nullable(),
});

const platform = z.union([z.literal('web'), z.literal('app'), z.coerce.number().int()]).optional().nullable();

export const activeRoleBody = z.object({ platform, role_id: id(Messages.roleIdRequired) });
export const defaultRoleBody = z.object({
  platform,
  role_id: id(Messages.roleIdRequired),
  requested_by: optionalText,
  user_id: optionalText,
});
export const activeSiteBody = z.object({ site_id: id(Messages.siteIdRequired) });
export const defaultSiteBody = z.object({
  site_id: id(Messages.siteIdRequired),
  requested_by: optionalText,
  user_id: optionalText,
});
export const companyBody = z.object({
  company_id: id(Messages.companyIdRequired),
  site_id: id(Messages.siteIdRequired),
  requested_by: optionalText,
  user_id: optionalText,
});

export type ActiveRoleBody = z.infer<typeof activeRoleBody>;
export type CompanyBody = z.infer<typeof companyBody>;
