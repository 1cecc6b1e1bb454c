/**
 * The failure codes an issue or a work order names (issue 25 item 5): each one given must be an
 * active code of its kind in the company's catalogue, or the write is refused with 400 and which
 * code is wrong. Blank codes are none. Answers the codes as stored (folded to upper case).
 */
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import { foldCode, type FailureCodeKind } from '#shared/reliability/rules.js';
import { badRequest } from '#lib/errors.js';
import { listFailureCodes } from '../store/failure-codes.js';

export interface FailureCodes {
  problem_code?: string;
  cause_code?: string;
  remedy_code?: string;
}

const FIELDS: [keyof FailureCodes, FailureCodeKind, string][] = [
  ['problem_code', 'problem', ReliabilityMessages.problemCodeInvalid],
  ['cause_code', 'cause', ReliabilityMessages.causeCodeInvalid],
  ['remedy_code', 'remedy', ReliabilityMessages.remedyCodeInvalid],
];

export async function checkFailureCodes(
  tenant: string,
  companyId: number,
  codes: FailureCodes,
): Promise<FailureCodes> {
  const given = FIELDS.filter(([field]) => codes[field]);
  if (given.length === 0) return {};
  const active = new Set(
    (await listFailureCodes(tenant, companyId)).filter((c) => c.is_active).map((c) => `${c.kind}#${c.code}`),
  );
  const checked: FailureCodes = {};
  for (const [field, kind, message] of given) {
    const code = foldCode(codes[field]!);
    if (!active.has(`${kind}#${code}`)) throw badRequest(message);
    checked[field] = code;
  }
  return checked;
}

/** A write's failure-code fields: absent keeps the stored code, null clears it. */
export type FailureCodeEdits = { [K in keyof FailureCodes]?: string | null };

/**
 * The codes a record has after a write: the stored ones with the write's edits on top. Only a code
 * that changes is checked against the catalogue (a code deactivated since it was set stays on the
 * record when another field is edited).
 */
export async function applyFailureCodes(
  tenant: string,
  companyId: number,
  stored: FailureCodes,
  edits: FailureCodeEdits,
): Promise<FailureCodes> {
  const result: FailureCodes = {};
  const toCheck: FailureCodes = {};
  for (const [field] of FIELDS) {
    const edit = edits[field];
    if (edit === undefined) {
      if (stored[field]) result[field] = stored[field];
    } else if (edit !== null) {
      if (foldCode(edit) === stored[field]) result[field] = stored[field];
      else toCheck[field] = edit;
    }
  }
  return { ...result, ...(await checkFailureCodes(tenant, companyId, toCheck)) };
}

/** The record's codes with every one of the three fields named: the absent ones cleared (a put without them). */
export function withFailureCodes<T extends FailureCodes>(record: T, codes: FailureCodes): T {
  const { problem_code: _p, cause_code: _c, remedy_code: _r, ...rest } = record;
  return { ...rest, ...codes } as T;
}

/** The codes as a detail answers them. */
export const failureCodesOf = (r: FailureCodes) => ({
  problem_code: r.problem_code ?? null,
  cause_code: r.cause_code ?? null,
  remedy_code: r.remedy_code ?? null,
});
