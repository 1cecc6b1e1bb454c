/** The PM list's per-site tile counters: which status moves which counter, their transaction writes and their read. */
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { PmStatus } from '#shared/pm/codes.js';
import { getMany } from '#lib/batch-get.js';
import { type Transaction } from '#lib/transactions.js';
import { PmSiteCounterEntity, type PmSiteCounter } from './entities.js';

export const COUNTER_OF: Record<number, 'overdue' | 'due' | 'in_progress' | 'waiting' | 'open'> = {
  [PmStatus.Overdue]: 'overdue',
  [PmStatus.Due]: 'due',
  [PmStatus.InProgress]: 'in_progress',
  [PmStatus.Waiting]: 'waiting',
  [PmStatus.Open]: 'open',
};

export type Counts = Partial<
  Record<'overdue' | 'due' | 'in_progress' | 'waiting' | 'open' | 'completed' | 'on_time', number>
>;

export function counterWrites(tenant: string, deltas: Map<number, Counts>): Transaction[] {
  const writes: Transaction[] = [];
  for (const [siteId, counts] of deltas) {
    const moves = Object.fromEntries(
      Object.entries(counts)
        .filter(([, n]) => n !== 0)
        .map(([k, n]) => [k, $add(n as number)]),
    );
    if (Object.keys(moves).length)
      writes.push(PmSiteCounterEntity.build(UpdateTransaction).item({ tenant, site_id: siteId, ...moves }));
  }
  return writes;
}

export const bump = (deltas: Map<number, Counts>, siteId: number, key: keyof Counts, n: number) => {
  const counts = deltas.get(siteId) ?? {};
  counts[key] = (counts[key] ?? 0) + n;
  deltas.set(siteId, counts);
};

export async function getSiteCounters(tenant: string, siteIds: number[]): Promise<PmSiteCounter[]> {
  const items = siteIds.length
    ? await getMany(
        PmSiteCounterEntity,
        siteIds.map((site_id) => ({ tenant, site_id })),
      )
    : [];
  return items.map((c) => ({
    site_id: c.site_id,
    overdue: c.overdue ?? 0,
    due: c.due ?? 0,
    in_progress: c.in_progress ?? 0,
    waiting: c.waiting ?? 0,
    open: c.open ?? 0,
    completed: c.completed ?? 0,
    on_time: c.on_time ?? 0,
  }));
}
