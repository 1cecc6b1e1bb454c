/** The platform-admin calls' contract (issue 27 item 1): zod request and response schemas. */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { TENANT_CODE } from '../tenancy/rules.js';
import { PlatformMessages } from './messages.js';

const code = lazySchema(() =>
  z
    .string({ error: PlatformMessages.codeRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: PlatformMessages.codeRequired })
    .regex(TENANT_CODE, { error: PlatformMessages.codeInvalid }),
);

/** POST Platform/CreateTenant. */
export const createTenantBody = lazySchema(() =>
  z.object({
    code,
    name: z
      .string({ error: PlatformMessages.nameRequired })
      .trim()
      .min(1, { error: PlatformMessages.nameRequired })
      .max(100, { error: PlatformMessages.nameRequired }),
    admin_email: z
      .string({ error: PlatformMessages.adminEmailRequired })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: PlatformMessages.adminEmailRequired }).max(254)),
    admin_name: z
      .string({ error: PlatformMessages.adminNameRequired })
      .trim()
      .min(1, { error: PlatformMessages.adminNameRequired })
      .max(100, { error: PlatformMessages.adminNameRequired }),
    color: z
      .string({ error: PlatformMessages.colorInvalid })
      .regex(/^#[0-9a-fA-F]{6}$/, { error: PlatformMessages.colorInvalid })
      .optional(),
  }),
);

/** POST Platform/SuspendTenant and Platform/ResumeTenant. */
export const tenantCodeBody = lazySchema(() => z.object({ code }));
/** POST Platform/DeleteTenant: the code, and the code typed again to confirm. */
export const deleteTenantBody = lazySchema(() =>
  z
    .object({
      code,
      confirm_code: z.string({ error: PlatformMessages.confirmMismatch }).trim().toLowerCase(),
    })
    .refine((body) => body.confirm_code === body.code, {
      error: PlatformMessages.confirmMismatch,
      path: ['confirm_code'],
    }),
);
/** GET Platform/GetTenant?code=. */
export const tenantCodeQuery = lazySchema(() => z.object({ code }));

/** A tenant as the platform sees it. */
export const platformTenant = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    /** provisioning, active, failed, suspended, inactive, deleting, deleted (shared/tenancy/rules.ts). */
    status: z.string(),
    status_code: z.number().int(),
    user_pool_id: z.string(),
    failure_reason: z.string().optional(),
    /** A deleted or deleting tenant: where its export is (`s3://bucket/prefix` or `file:<folder>`). */
    export: z.string().optional(),
    /** A deleted tenant: when the deletion finished (ISO time). */
    deleted_at: z.string().optional(),
  }),
);
