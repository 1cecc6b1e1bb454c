/**
 * The failure-code calls' contract (issue 25 item 5): zod request and response schemas. The web
 * forms check their values with the same body schemas.
 */
import * as z from 'zod';
import { Messages } from '../messages.js';
import { ReliabilityMessages } from './messages.js';
import { FAILURE_CODE_KINDS, FAILURE_CODE_MAX, FAILURE_DESCRIPTION_MAX } from './rules.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (max: number, missing: string, tooLong: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string({ error: missing }).trim().max(max, { error: tooLong }),
  );

const kind = z.enum(FAILURE_CODE_KINDS, { error: ReliabilityMessages.kindInvalid });
const code = text(FAILURE_CODE_MAX, ReliabilityMessages.codeRequired, ReliabilityMessages.codeTooLong);
const description = text(
  FAILURE_DESCRIPTION_MAX,
  ReliabilityMessages.descriptionRequired,
  ReliabilityMessages.descriptionTooLong,
);

/** POST FailureCode/CreateFailureCode. */
export const createFailureCodeBody = z.object({ kind, code, description });
export type CreateFailureCodeBody = z.infer<typeof createFailureCodeBody>;

/** POST FailureCode/UpdateFailureCode: a code's description, or its return to service. */
export const updateFailureCodeBody = z.object({
  kind,
  code,
  description,
  is_active: z.boolean({ error: Messages.invalidRequest }).optional(),
});
export type UpdateFailureCodeBody = z.infer<typeof updateFailureCodeBody>;

/** POST FailureCode/DeactivateFailureCode. */
export const deactivateFailureCodeBody = z.object({ kind, code });

/** POST FailureCode/FilterFailureCodes: one kind or all, active only unless all are asked. */
export const failureCodeListBody = z.object({
  kind: kind.optional(),
  status: z.enum(['active', 'all'], { error: Messages.invalidRequest }).default('active'),
});

export const failureCodeRow = z.object({
  kind,
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type FailureCodeRow = z.infer<typeof failureCodeRow>;
