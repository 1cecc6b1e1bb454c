/** The maintenance requests' pure rules and the request and portal schemas. */
import { describe, expect, it } from 'vitest';
import { RequestMessages } from './messages.js';
import { canCreateWorkOrderFrom, canEditRequest, canResolveRequest, statusWithWorkOrder } from './rules.js';
import { portalParams, portalReportBody, requestBody, requestListBody, resolveBody } from './schemas.js';

const first = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error!.issues[0].message;
};

describe('request statuses', () => {
  it('offers Edit unless Completed, Resolve and Create Work Order only while Open', () => {
    expect([48, 50, 51].map(canEditRequest)).toEqual([true, false, true]);
    expect([48, 50, 51].map(canResolveRequest)).toEqual([true, false, false]);
    expect([48, 50, 51].map(canCreateWorkOrderFrom)).toEqual([true, false, false]);
  });
  it('follows the work order link', () => {
    expect(statusWithWorkOrder(48, true)).toBe(51);
    expect(statusWithWorkOrder(51, false)).toBe(48);
    expect(statusWithWorkOrder(48, false)).toBe(48);
  });
});

describe('request schemas', () => {
  it('reads the initial load (0, 0) as the first page of 20 and checks the filters', () => {
    expect(requestListBody.parse({ pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0 })).toMatchObject({
      pageIndex: 1,
      pageSize: 20,
      requested_by: [],
    });
    expect(first(requestListBody, { mr_filter_type: 49 })).toBe('Invalid request');
    expect(first(requestListBody, { type: 54 })).toBe('Invalid request');
  });
  it('gives the spec 5 messages', () => {
    expect(first(requestBody, { description: 'd', asset_id: 1 })).toBe(RequestMessages.titleRequired);
    expect(first(requestBody, { title: 'x'.repeat(101), description: 'd', asset_id: 1 })).toBe(
      RequestMessages.titleTooLong,
    );
    expect(first(requestBody, { title: 't', description: '  ', asset_id: 1 })).toBe(
      RequestMessages.descriptionRequired,
    );
    expect(first(requestBody, { title: 't', description: 'd' })).toBe(RequestMessages.assetRequired);
    expect(requestBody.parse({ title: 't', description: 'd', asset_id: '4' })).toMatchObject({
      priority: 45,
      asset_id: 4,
      mr_id: null,
    });
    expect(first(resolveBody, { mr_id: 1, resolve_reason: '   ' })).toBe(RequestMessages.reasonRequired);
  });
  it('refuses portal tokens that are not random tokens, and unknown fields', () => {
    expect(portalParams.safeParse({ token: 'demo#1' }).success).toBe(false);
    expect(portalParams.safeParse({ token: `p${'a'.repeat(32)}` }).success).toBe(true);
    expect(portalReportBody.safeParse({ title: 't', description: 'd', tenant: 'x' }).success).toBe(false);
    expect(portalReportBody.parse({ title: '<b>t</b>', description: 'd' }).title).toBe('<b>t</b>');
  });
});
