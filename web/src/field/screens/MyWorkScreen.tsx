/**
 * My work (issue 22 item 5): the work orders assigned to me at my site, kept for offline
 * (workorders.ts), newest first, each with its asset, priority, due date, how many tasks are done
 * and what this phone still has to send for it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkOrderTaskStatus } from '@shared/workorders/rules';
import type { WorkOrderDetail } from '@shared/workorders/schemas';
import { formatTime, serverText } from '../i18n';
import type { FieldSession } from '../session';
import type { QueueItem } from '../types';
import { Banner } from '../ui';
import { cachedWork, pendingOf, refreshWork, taskStatusOf, type WorkList } from '../workorders';
import { useOnline } from './Header';

export function MyWorkScreen({
  session,
  queue,
  onOpen,
}: {
  session: FieldSession;
  queue: QueueItem[];
  onOpen: (w: WorkOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const user = session.loginData.uuid;
  const [list, setList] = useState<WorkList | null>(null);

  useEffect(() => {
    let live = true;
    void cachedWork(user).then((kept) => live && setList((shown) => shown ?? kept));
    if (online && !session.expired) void refreshWork(session).then((fresh) => live && setList(fresh));
    return () => {
      live = false;
    };
    // The session object changes with each token; the user and its state decide a refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, online, session.expired]);

  return (
    <section className="stack">
      <h1>{t('work.title')}</h1>
      {list?.refused && <Banner kind="error">{serverText(list.refused)}</Banner>}
      {!online && (
        <Banner kind="info">
          {list?.at ? t('work.offlineSince', { time: formatTime(list.at) }) : t('work.offlineNever')}
        </Banner>
      )}
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.workOrders.length === 0 ? (
        <p>{t('work.none')}</p>
      ) : (
        <ul className="cards" aria-label={t('work.title')}>
          {list.workOrders.map((w) => {
            const done = w.workOrderTasks.filter(
              (task) =>
                taskStatusOf(queue, w.wo_id, task.task_id, task.status) === WorkOrderTaskStatus.Completed,
            ).length;
            const pending = pendingOf(queue, w.wo_id);
            const refused = pending.some((i) => i.status === 'refused');
            return (
              <li key={w.wo_id} className="card">
                <button type="button" className="card-main" onClick={() => onOpen(w)}>
                  <span className="card-title">
                    {w.wo_number} · {w.title}
                  </span>
                  <span className="card-sub">
                    {w.asset.name} ({w.asset.internal_asset_id}) · {t(`work.priority.${w.priority}`)}
                    {w.due_at && ` · ${t('work.due', { date: w.due_at })}`}
                  </span>
                  <span className="card-sub">
                    {t('work.tasksDone', { done, count: w.workOrderTasks.length })}
                  </span>
                  <span
                    className={`tag tag-${refused ? 'refused' : pending.length ? 'queued' : 'available'}`}
                  >
                    {refused
                      ? t('work.standing.refused')
                      : pending.length
                        ? t('work.standing.queued', { count: pending.length })
                        : t(`work.status.${w.status}`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
