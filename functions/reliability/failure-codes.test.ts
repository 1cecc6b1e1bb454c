/**
 * The failure-code catalogue on tenants of its own (issue 25 item 5): the standard set a company
 * starts with, add (a code taken refused, folded to upper case), edit, deactivate and back, the
 * roles (executives and maintenance staff read only, operators nothing), and another company's
 * or tenant's catalogue out of reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import { STANDARD_FAILURE_CODES } from '#shared/reliability/rules.js';
import type { FailureCodeRow } from '#shared/reliability/schemas.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';
import { postAs } from './test-reliability.js';

let t: Awaited<ReturnType<typeof maintenanceTenants>>;
const admin: As = { who: 'admin', site: 2 };

const post = <T>(who: Who | As, path: string, body: unknown) => postAs<T>(t, who, path, body);
const list = async (who: Who | As, body: Record<string, unknown> = {}) => {
  const r = await post<{ list: FailureCodeRow[]; listsize: number }>(
    who,
    'FailureCode/FilterFailureCodes',
    body,
  );
  expect(r.statusCode, r.raw).toBe(200);
  return r.body.data;
};
const codes = (rows: FailureCodeRow[]) => rows.map((r) => `${r.kind}:${r.code}`);

beforeAll(async () => {
  t = await maintenanceTenants('fc');
});

describe('failure codes', () => {
  it('a company starts with the standard set of problems, causes and remedies', async () => {
    const all = await list('manager');
    expect(all.listsize).toBe(STANDARD_FAILURE_CODES.length);
    expect(codes(all.list)).toEqual(
      expect.arrayContaining(['problem:HYD-LEAK', 'problem:TYRE-DMG', 'cause:OPERATOR', 'remedy:REPLACE']),
    );
    const causes = await list('exec', { kind: 'cause' });
    expect(causes.list.every((c) => c.kind === 'cause')).toBe(true);
    expect(causes.list.map((c) => c.description)).toContain('Contamination');
  });

  it('adds a code folded to upper case, refuses it again, edits and deactivates it and brings it back', async () => {
    const made = await post<FailureCodeRow>(admin, 'FailureCode/CreateFailureCode', {
      kind: 'problem',
      code: ' boom-drift ',
      description: 'Boom drifts down',
    });
    expect(made.statusCode, made.raw).toBe(200);
    expect(made.body).toMatchObject({
      message: ReliabilityMessages.created,
      data: { code: 'BOOM-DRIFT', is_active: true },
    });
    const again = await post(admin, 'FailureCode/CreateFailureCode', {
      kind: 'problem',
      code: 'Boom-Drift',
      description: 'Twice',
    });
    expect([again.statusCode, again.body.message]).toEqual([409, ReliabilityMessages.codeTaken]);
    // The same code is free in another kind.
    const cause = await post(admin, 'FailureCode/CreateFailureCode', {
      kind: 'cause',
      code: 'BOOM-DRIFT',
      description: 'Drift',
    });
    expect(cause.statusCode, cause.raw).toBe(200);

    const edited = await post<FailureCodeRow>('manager', 'FailureCode/UpdateFailureCode', {
      kind: 'problem',
      code: 'boom-drift',
      description: 'Boom drifts under load',
    });
    expect(edited.body.data.description).toBe('Boom drifts under load');

    const off = await post<FailureCodeRow>('manager', 'FailureCode/DeactivateFailureCode', {
      kind: 'problem',
      code: 'BOOM-DRIFT',
    });
    expect(off.body).toMatchObject({ message: ReliabilityMessages.deactivated, data: { is_active: false } });
    expect(codes((await list('manager')).list)).not.toContain('problem:BOOM-DRIFT');
    const everything = await list('manager', { status: 'all' });
    expect(everything.list.find((c) => c.code === 'BOOM-DRIFT' && c.kind === 'problem')).toMatchObject({
      is_active: false,
      description: 'Boom drifts under load',
    });
    expect(everything.listsize).toBe(STANDARD_FAILURE_CODES.length + 2);

    const back = await post<FailureCodeRow>('manager', 'FailureCode/UpdateFailureCode', {
      kind: 'problem',
      code: 'BOOM-DRIFT',
      description: 'Boom drifts under load',
      is_active: true,
    });
    expect(back.body.data.is_active).toBe(true);
    expect(codes((await list('manager')).list)).toContain('problem:BOOM-DRIFT');
  });

  it('executives and maintenance staff read only; operators have no access; nothing is written', async () => {
    for (const who of ['exec', 'maint', 'op'] as const) {
      const r = await post(who, 'FailureCode/CreateFailureCode', {
        kind: 'remedy',
        code: `BY-${who}`,
        description: 'Not allowed',
      });
      expect(r.body, r.raw).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      const off = await post(who, 'FailureCode/DeactivateFailureCode', { kind: 'remedy', code: 'REPLACE' });
      expect(off.body, off.raw).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    }
    expect((await list('maint')).listsize).toBeGreaterThan(0);
    const opRead = await post('op', 'FailureCode/FilterFailureCodes', {});
    expect(opRead.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const everything = await list('manager', { status: 'all' });
    expect(codes(everything.list).filter((c) => c.startsWith('remedy:BY-'))).toEqual([]);
    expect(everything.list.find((c) => c.code === 'REPLACE')?.is_active).toBe(true);
  });

  it("another company's and another tenant's catalogues are their own", async () => {
    await post('manager', 'FailureCode/CreateFailureCode', {
      kind: 'remedy',
      code: 'NORTH-ONLY',
      description: 'North only',
    });
    const south = await list('southboss', { status: 'all' });
    expect(codes(south.list)).not.toContain('remedy:NORTH-ONLY');
    expect(south.listsize).toBe(STANDARD_FAILURE_CODES.length);
    const otherTenant = await list({ who: 'manager', tenant: 'b' }, { status: 'all' });
    expect(codes(otherTenant.list)).not.toContain('remedy:NORTH-ONLY');
    const edit = await post('southboss', 'FailureCode/UpdateFailureCode', {
      kind: 'remedy',
      code: 'NORTH-ONLY',
      description: 'Taken over',
    });
    expect([edit.statusCode, edit.body.message]).toEqual([404, ReliabilityMessages.codeNotFound]);
  });

  it('refuses bad input with the message and writes nothing', async () => {
    const before = (await list('manager', { status: 'all' })).listsize;
    const bad = await post('manager', 'FailureCode/CreateFailureCode', {
      kind: 'problem',
      code: 'X',
      description: '',
    });
    expect([bad.statusCode, bad.body.message]).toEqual([400, ReliabilityMessages.descriptionRequired]);
    const kind = await post('manager', 'FailureCode/FilterFailureCodes', { kind: 'noise' });
    expect([kind.statusCode, kind.body.message]).toEqual([400, ReliabilityMessages.kindInvalid]);
    const status = await post('manager', 'FailureCode/FilterFailureCodes', { status: 'deleted' });
    expect([status.statusCode, status.body.message]).toEqual([400, Messages.invalidRequest]);
    expect((await list('manager', { status: 'all' })).listsize).toBe(before);
  });
});
