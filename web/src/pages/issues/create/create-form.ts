/**
 * The create issue form's values and payload (spec 3 'Issue create payload', 5 'Create issue'):
 * the shared createIssueBody checks them (react-hook-form + zodResolver through payloadResolver);
 * a standalone issue also needs its Asset # ('Asset no is required').
 */
import * as z from 'zod';
import { IssueMessages } from '@shared/issues/messages';
import { INTERNAL_ID_MAX } from '@shared/assets/rules';
import { createIssueBody } from '@shared/issues/schemas';
import type { CreateIssuePayload } from './create-calls';
import type { InspectionForIssue } from './from-inspection';

export interface CreateIssueValues {
  title: string;
  priority: number | null;
  notes: string;
  /** Standalone only. */
  assetNo: string;
  /** Standalone only: 'Attach latest inspection to asset'. */
  attach: boolean;
  /** Issue 25 item 5: the failure codes ('' none). */
  problem_code: string;
  cause_code: string;
  remedy_code: string;
}

export const EMPTY_ISSUE: CreateIssueValues = {
  title: '',
  priority: null,
  notes: '',
  assetNo: '',
  attach: false,
  problem_code: '',
  cause_code: '',
  remedy_code: '',
};

/** A standalone issue's body also needs the Asset #. */
export const standaloneIssueBody = createIssueBody.extend({
  internal_asset_id: z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .trim()
      .min(1, { error: IssueMessages.assetNoRequired })
      .max(INTERNAL_ID_MAX, { error: IssueMessages.assetNotFound }),
  ),
});

/** The form field each payload field's message shows under. */
export const FIELD_OF = {
  name: 'title',
  internal_asset_id: 'assetNo',
  attachtoinspection: 'attach',
} as const;

export interface PayloadContext {
  userId: string | undefined;
  /** Type 1: the inspection the issue comes from. */
  inspection: InspectionForIssue | null;
  /** Standalone: the asset the Asset # was checked to be (its id goes along when it still matches). */
  validAssetId: number | null;
  /** Type 1: approve the inspection too (the modal's Approve). */
  approve?: boolean;
}

export function createIssuePayload(values: CreateIssueValues, context: PayloadContext): CreateIssuePayload {
  const { inspection } = context;
  return {
    name: values.title,
    description: null,
    notes: values.notes,
    priority: values.priority ?? undefined,
    internal_asset_id: inspection ? inspection.internal_asset_id : values.assetNo.trim(),
    asset_id: inspection ? inspection.asset_id : (context.validAssetId ?? undefined),
    attachtoinspection: inspection ? false : values.attach,
    inspection_id: inspection?.inspection_id ?? null,
    isapprove: Boolean(inspection && context.approve),
    userid: context.userId,
    // Only the codes picked go along (none: the issue has none).
    ...(values.problem_code ? { problem_code: values.problem_code } : {}),
    ...(values.cause_code ? { cause_code: values.cause_code } : {}),
    ...(values.remedy_code ? { remedy_code: values.remedy_code } : {}),
  };
}
