/** The create issue form's checks and payload (spec 3 'Issue create payload', 4, 5 'Create issue'). */
import { describe, expect, it } from 'vitest';
import { createIssueBody } from '@shared/issues/schemas';
import { createIssuePayload, EMPTY_ISSUE, standaloneIssueBody } from './create-form';
import type { InspectionForIssue } from './from-inspection';

const INSPECTION: InspectionForIssue = {
  inspection_id: 'insp-1',
  asset_id: 42,
  asset_name: 'Forklift 01',
  internal_asset_id: '1001',
  operator_name: 'Omar Reyes',
  meter_hours: 140,
  asset_photo: null,
  can_approve: true,
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('create issue checks', () => {
  it('a standalone issue needs title, priority, notes and Asset #, each with its message', () => {
    // Prepare / Act
    const result = standaloneIssueBody.safeParse(
      createIssuePayload(EMPTY_ISSUE, { userId: 'u', inspection: null, validAssetId: null }),
    );
    // Assess
    expect(messagesOf(result)).toEqual({
      name: 'Title is required',
      priority: 'Please select priority',
      notes: 'Notes is required',
      internal_asset_id: 'Asset no is required',
    });
  });

  it('blank text counts as empty', () => {
    const values = { ...EMPTY_ISSUE, title: '   ', notes: ' ', assetNo: '  ', priority: 2 };
    const result = standaloneIssueBody.safeParse(
      createIssuePayload(values, { userId: 'u', inspection: null, validAssetId: null }),
    );
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['internal_asset_id', 'name', 'notes']);
  });

  it('an Asset # longer than any asset\u2019s names no asset, in the form and on the server', () => {
    // It read 'Asset no is required' under the field and 'Invalid request' from the server.
    const values = { ...EMPTY_ISSUE, title: 'Leak', notes: 'Oil', priority: 2, assetNo: '1'.repeat(21) };
    const payload = createIssuePayload(values, { userId: 'u', inspection: null, validAssetId: null });
    expect(messagesOf(standaloneIssueBody.safeParse(payload))).toEqual({
      internal_asset_id: 'No asset found with this Asset #',
    });
    expect(messagesOf(createIssueBody.safeParse(payload))).toEqual({
      internal_asset_id: 'No asset found with this Asset #',
    });
  });

  it('an issue from an inspection does not ask for an Asset #', () => {
    const result = createIssueBody.safeParse(
      createIssuePayload(EMPTY_ISSUE, { userId: 'u', inspection: INSPECTION, validAssetId: null }),
    );
    expect(messagesOf(result)).not.toHaveProperty('internal_asset_id');
    expect(messagesOf(result)).toHaveProperty('name', 'Title is required');
  });
});

describe('create issue payload', () => {
  const filled = {
    ...EMPTY_ISSUE,
    title: 'Leak',
    priority: 2,
    notes: 'Oil under the boom',
    assetNo: ' 1001 ',
    attach: true,
  };

  it('standalone: the Asset #, the checked asset and the attach choice; nothing to approve', () => {
    const payload = createIssuePayload(filled, {
      userId: 'u-1',
      inspection: null,
      validAssetId: 42,
      approve: true,
    });
    expect(payload).toEqual({
      name: 'Leak',
      description: null,
      notes: 'Oil under the boom',
      priority: 2,
      internal_asset_id: '1001',
      asset_id: 42,
      attachtoinspection: true,
      inspection_id: null,
      isapprove: false,
      userid: 'u-1',
    });
    expect(standaloneIssueBody.safeParse(payload).success).toBe(true);
  });

  it('from an inspection: its asset and id, approve as the modal chose, never attach', () => {
    const approve = createIssuePayload(filled, {
      userId: 'u-1',
      inspection: INSPECTION,
      validAssetId: null,
      approve: true,
    });
    expect(approve).toMatchObject({
      internal_asset_id: '1001',
      asset_id: 42,
      inspection_id: 'insp-1',
      isapprove: true,
      attachtoinspection: false,
    });
    const cancel = createIssuePayload(filled, {
      userId: 'u-1',
      inspection: INSPECTION,
      validAssetId: null,
      approve: false,
    });
    expect(cancel.isapprove).toBe(false);
  });

  it('failure codes (issue 25 item 5): only the codes picked go along', () => {
    const context = { userId: 'u-1', inspection: null, validAssetId: 42 };
    expect(createIssuePayload(filled, context)).not.toHaveProperty('problem_code');
    const coded = createIssuePayload(
      { ...filled, problem_code: 'HYD-LEAK', remedy_code: 'REPLACE' },
      context,
    );
    expect(coded).toMatchObject({ problem_code: 'HYD-LEAK', remedy_code: 'REPLACE' });
    expect(coded).not.toHaveProperty('cause_code');
    expect(standaloneIssueBody.safeParse(coded).success).toBe(true);
  });
});
