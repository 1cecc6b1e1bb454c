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
