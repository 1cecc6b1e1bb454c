/** The failure-code calls of the web app (shared/reliability/api.ts). Writes are quiet: their modal shows a refusal. */
import type * as z from 'zod';
import { ReliabilityApi } from '@shared/reliability/api';
import type { createFailureCodeBody, FailureCodeRow } from '@shared/reliability/schemas';
import { callApi } from '../../../app/api/client';

export type FailureCodePayload = z.input<typeof createFailureCodeBody>;

export const failureCodesKey = ['reliability', 'failure-codes'] as const;

/** Every code of the company, deactivated ones too (the page shows their status). */
export async function loadFailureCodes(): Promise<FailureCodeRow[]> {
  return (await callApi(ReliabilityApi.filterFailureCodes, { body: { status: 'all' } })).list;
}

export const saveFailureCode = async (payload: FailureCodePayload, editing: boolean) =>
  editing
    ? callApi(ReliabilityApi.updateFailureCode, { body: payload }, { quiet: true })
    : callApi(ReliabilityApi.createFailureCode, { body: payload }, { quiet: true });

export const setFailureCodeActive = (row: FailureCodeRow, active: boolean) =>
  active
    ? callApi(
        ReliabilityApi.updateFailureCode,
        { body: { kind: row.kind, code: row.code, description: row.description, is_active: true } },
        { quiet: true },
      )
    : callApi(
        ReliabilityApi.deactivateFailureCode,
        { body: { kind: row.kind, code: row.code } },
        { quiet: true },
      );
