/**
 * The PM sweep in bulk (jobs.ts), on a tenant of its own (each test's PMs fall due before the
 * earlier tests' next events, so each sweep reads only its own) against the emulators: many due triggers
 * are saved in a few transactions with the site's counters right and one notice and one e-mail
 * each; two runs at once notify each trigger once; a run that stops after its writes leaves its
 * notices in a batch that a later run (past the lease) delivers, its notifications stored once
 * however often the batch is delivered.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Role, SiteStatus } from '#shared/codes.js';
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { PmStatus, PmTriggerBy } from '#shared/pm/codes.js';
import { bareAssetPm } from '#functions/test-support/asset-pm.js';
import { triggerDue } from '#shared/pm/triggers.js';
import { seed } from '#scripts/dev/seed.js';
import { listNotifications } from '#functions/notifications/store.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { newTrigger } from './operations/trigger-step.js';
import { NOTICE_LEASE_MS, sweepTenant } from './jobs.js';
import { deliverNoticeGroups } from './operations/notify.js';
import type { PmNotice } from './operations/pm-notices.js';
import { getSiteCounters } from './store/site-counters.js';
import { putAssetPmsInBulk } from './store/bulk-writes.js';
import { noticeBatchesBefore } from './store/notices.js';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
}
async function mailsTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: StoredMail[];
  };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

const code = `ps${randomUUID().slice(0, 6)}`;
const SITE = 2;
const ZONE = 'America/Los_Angeles';
const managerEmail = `manager@${code}.test`;
let managerUuid = '';
let nextAsset = 1000;

async function notifications() {
  return (await listNotifications(code, managerUuid, 1000, 1)) as unknown as {
    notification_type: number;
    ref_id: string;
    notification_id: string;
  }[];
}

/** `count` fixed time PMs at SITE due on `day` (Los Angeles), their triggers opened long before. */
async function duePms(count: number, day: string, title: string) {
  const dueAt = triggerDue(PmTriggerBy.Time, day, null, ZONE).dueAt as number;
  const items = Array.from({ length: count }, (_, i) => {
    const assetId = nextAsset++;
    const pm = bareAssetPm({
      asset_pm_id: `${assetId}-SWEEP${String(i).padStart(4, '0')}`,
      asset_id: assetId,
      internal_asset_id: `S${assetId}`,
      asset_name: `Loader ${assetId}`,
      site_id: SITE,
      title: `${title} ${i}`,
      description: '',
      tasks: [{ task_id: 1, task_code: 'T-1', task_title: 'Check', task_est_hours: 1, task_est_minutes: 0 }],
      schedule: { datetime_due_at: day },
    });
    const { next } = newTrigger(
      pm,
      1,
      triggerDue(PmTriggerBy.Time, day, null, ZONE),
      { at: 0, meterHours: null, day: '2020-01-01' },
      dueAt - 86_400_000,
      null,
      null,
      PmStatus.Open,
    );
    return { pm, trigger: next };
  });
  await putAssetPmsInBulk(code, items);
  return { dueAt, ids: items.map((it) => it.trigger.trigger_id) };
}

const counters = async () => (await getSiteCounters(code, [SITE]))[0];

beforeAll(async () => {
  await seed(process.env.COGNITO_LOCAL_URL!, [
    {
      code,
      name: 'PM Sweep Test',
      color: '#000000',
      logo: 'demo',
      companies: [{ id: 1, name: 'Sweep Co' }],
      sites: [
        { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
        { id: SITE, company: 1, name: 'Sweep Yard', pm: true },
      ],
      users: [
        {
          label: 'manager',
          username: managerEmail,
          firstname: 'Mia',
          lastname: 'Manager',
          password: 'Sweep@1234',
          roles: [Role.Manager],
          sites: [SITE],
        },
      ],
    },
  ]);
  managerUuid = (await getUserByUsername(code, managerEmail))!.uuid;
});

describe('the PM sweep in bulk', () => {
  it('saves many due triggers in a few transactions, moves the counters and notifies each once', async () => {
    const { dueAt, ids } = await duePms(60, '2026-09-01', 'Bulk');
    const before = await counters();
    const run = await sweepTenant(code, new Date(dueAt + 60_000));
    expect(run).toMatchObject({ read: 60, moved: 60, notices: 60, emails: 60 });
    // 5 writes a trigger (itself, its 2 list entries out and in) and the counter once: 4 transactions, not 60.
    expect(run.transactions).toBeLessThanOrEqual(4);
    const after = await counters();
    expect(after.due - (before?.due ?? 0)).toBe(60);
    expect(after.open - (before?.open ?? 0)).toBe(-60);
    const mine = (await notifications()).filter((n) => ids.includes(n.ref_id));
    expect(mine).toHaveLength(60);
    expect(new Set(mine.map((n) => n.ref_id)).size).toBe(60);
    expect(mine.every((n) => n.notification_type === NotificationType.PmDue)).toBe(true);
    expect((await mailsTo(managerEmail)).filter((m) => m.subject.startsWith('PM due: Bulk'))).toHaveLength(
      60,
    );
    // Nothing left: the same run again reads nothing (the overdue event is the next day).
    expect(await sweepTenant(code, new Date(dueAt + 120_000))).toMatchObject({ read: 0, notices: 0 });
    expect(await noticeBatchesBefore(code, new Date(dueAt + 10 * 86_400_000))).toHaveLength(0);
  });

  it('two runs at once notify each trigger once', async () => {
    const { dueAt, ids } = await duePms(30, '2026-07-01', 'Twice');
    const runs = await Promise.all([
      sweepTenant(code, new Date(dueAt + 60_000)),
      sweepTenant(code, new Date(dueAt + 60_000)),
    ]);
    expect(runs[0].moved + runs[1].moved).toBe(30);
    expect(runs[0].notices + runs[1].notices).toBe(30);
    expect((await notifications()).filter((n) => ids.includes(n.ref_id))).toHaveLength(30);
    expect((await mailsTo(managerEmail)).filter((m) => m.subject.startsWith('PM due: Twice'))).toHaveLength(
      30,
    );
  });

  it('a run that stops after its writes: a later run delivers its notices, each notification stored and each e-mail sent once', async () => {
    const { dueAt, ids } = await duePms(5, '2026-05-04', 'Stopped');
    const at = dueAt + 60_000;
    // The run stops before delivering: the triggers moved, their notices wait in a batch.
    expect(await sweepTenant(code, new Date(at), { deliver: false })).toMatchObject({ moved: 5, notices: 0 });
    const batches = await noticeBatchesBefore(code, new Date(at + 1));
    expect(batches).toHaveLength(1);
    expect((await notifications()).filter((n) => ids.includes(n.ref_id))).toHaveLength(0);

    // Within the lease it may still be the stopped run's (an overlapping run): left alone.
    expect(await sweepTenant(code, new Date(at + 60_000))).toMatchObject({ read: 0, notices: 0 });
    expect(await noticeBatchesBefore(code, new Date(at + 1))).toHaveLength(1);

    // A delivery that stopped before clearing the batch, then the next run past the lease: stored once.
    const group = {
      notices: JSON.parse(batches[0].notices) as PmNotice[],
      idBase: batches[0].id_base,
      at: new Date(batches[0].at),
    };
    expect((await deliverNoticeGroups(code, [group])).notifications).toBe(5);
    const later = await sweepTenant(code, new Date(at + NOTICE_LEASE_MS + 60_000));
    expect(later.read).toBe(0);
    const mine = (await notifications()).filter((n) => ids.includes(n.ref_id));
    expect(mine).toHaveLength(5);
    expect(new Set(mine.map((n) => n.notification_id)).size).toBe(5);
    // And each e-mail sent once: the later run's delivery finds them marked sent.
    const stoppedMails = (await mailsTo(managerEmail)).filter((m) => m.subject.startsWith('PM due: Stopped'));
    expect(stoppedMails).toHaveLength(5);
    expect(await noticeBatchesBefore(code, new Date(at + NOTICE_LEASE_MS * 10))).toHaveLength(0);
    // The next day they go overdue as usual.
    const overdue = await sweepTenant(
      code,
      new Date(dayjs.utc('2026-05-05', DATE_ONLY).add(20, 'hour').valueOf()),
    );
    expect(overdue).toMatchObject({ read: 5, moved: 5, notices: 5 });
    expect(
      (await notifications()).filter(
        (n) => ids.includes(n.ref_id) && n.notification_type === NotificationType.PmOverdue,
      ),
    ).toHaveLength(5);
  });
});
