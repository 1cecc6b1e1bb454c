/** What the failure-code routes answer: the stored record as the contract's row. */
import type { FailureCodeRow } from '#shared/reliability/schemas.js';
import type { FailureCodeKind } from '#shared/reliability/rules.js';
import type { FailureCodeRecord } from './store/failure-codes.js';

export const failureCodeRow = (r: FailureCodeRecord): FailureCodeRow => ({
  kind: r.kind as FailureCodeKind,
  code: r.code,
  description: r.description,
  is_active: r.is_active,
});
