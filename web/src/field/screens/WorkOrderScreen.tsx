/**
 * One work order of My work (issue 22 item 5): its details and tasks (status, Time Spent entries,
 * notes) as last read, with what this phone still has to send laid over them; on a task the user
 * may set its status, add Time Spent and write a note (one Save queues them: Time Spent first,
 * then the status with the note), add a photo or a file (WorkOrderFiles.tsx), and once every task
 * is Completed complete the work order. Every
 * change goes to the durable queue (queue.ts) and is sent in order when online; a Completed task
 * and a work order that is no longer Open, In Progress or Reopened are read-only
 * (shared/workorders/rules.ts), as the server has it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTaskLocked,
  isValidTime,
  isWorkOrderEditable,
  TASK_NOTES_MAX,
  WorkOrderTaskStatus,
} from '@shared/workorders/rules';
import type { WorkOrderDetail, WorkOrderTask } from '@shared/workorders/schemas';
import { serverText } from '../i18n';
import { enqueue } from '../queue';
import type { FieldSession } from '../session';
import { syncNow } from '../sync';
import type { QueueItem, WorkStep } from '../types';
import { Banner, Button, Field } from '../ui';
import { cachedWork, canCompleteHere, pendingOf, refreshWork, taskStatusOf, workRoleOf } from '../workorders';
import { useOnline } from './Header';
import { WorkOrderFiles } from './WorkOrderFiles';

const TASK_STATUSES = [
  WorkOrderTaskStatus.Open,
  WorkOrderTaskStatus.InProgress,
  WorkOrderTaskStatus.Waiting,
  WorkOrderTaskStatus.Completed,
];

export function WorkOrderScreen({
  session,
  workOrder,
  queue,
  onBack,
}: {
  session: FieldSession;
  workOrder: WorkOrderDetail;
  queue: QueueItem[];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const [w, setW] = useState(workOrder);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = pendingOf(queue, w.wo_id);
  const sentSteps = queue.filter((i) => i.work?.wo_id === w.wo_id && i.status === 'sent').length;

  // The kept copy (a later read may have refreshed it), then the server's once a step of it is sent.
  useEffect(() => {
    let live = true;
    const pick = (list: WorkOrderDetail[]) => {
      const found = list.find((x) => x.wo_id === workOrder.wo_id);
      if (live && found) setW(found);
    };
    void cachedWork(session.loginData.uuid).then((kept) => pick(kept.workOrders));
    if (online && sentSteps > 0) void refreshWork(session).then((fresh) => pick(fresh.workOrders));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workOrder.wo_id, online, sentSteps]);

  const step = async (kind: QueueItem['kind'], work: Omit<WorkStep, 'wo_id' | 'wo_number' | 'role_id'>) =>
    enqueue({
      chain: `wo:${w.wo_id}`,
      user: session.loginData.uuid,
      kind,
      asset_id: w.asset.asset_id,
      asset_name: work.task_title ? `${w.wo_number} · ${work.task_title}` : `${w.wo_number} · ${w.title}`,
      internal_asset_id: w.asset.internal_asset_id,
      work: { wo_id: w.wo_id, wo_number: w.wo_number, role_id: workRoleOf(session), ...work },
    });

  const complete = async () => {
    await step('wo_complete', {});
    setNotice(t('workOrder.completeQueued'));
    void syncNow();
  };

  const editable = isWorkOrderEditable(w.status);
  return (
    <section className="stack">
      <Button kind="secondary" onClick={onBack}>
        {t('workOrder.back')}
      </Button>
      <h1>
        {w.wo_number} · {w.title}
      </h1>
      <p className="card-sub">
        {w.asset.name} ({w.asset.internal_asset_id}) · {t(`work.priority.${w.priority}`)} ·{' '}
        <span className="tag">{t(`work.status.${w.status}`)}</span>
        {w.due_at && ` · ${t('work.due', { date: w.due_at })}`}
      </p>
      {w.description && <p className="pre">{w.description}</p>}
      {notice && <Banner kind="success">{notice}</Banner>}
      {!editable && <Banner kind="info">{t('workOrder.readOnly')}</Banner>}
      {pending.length > 0 && (
        <ul className="cards" aria-label={t('workOrder.waiting')}>
          {pending.map((item) => (
            <li key={item.id} className={`card step step-${item.status}`}>
              <div className="step-head">
                <span className="card-title">{t(`sending.kind.${item.kind}`)}</span>
                <span className={`tag tag-${item.status}`}>{t(`sending.status.${item.status}`)}</span>
              </div>
              <span className="card-sub">{describeStep(item, t)}</span>
              {item.status === 'refused' && <Banner kind="error">{serverText(item.message ?? '')}</Banner>}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('workOrder.tasks')}</h2>
      <ul className="cards" aria-label={t('workOrder.tasks')}>
        {w.workOrderTasks.map((task) => (
          <TaskCard
            key={task.task_id}
            task={task}
            queue={queue}
            woId={w.wo_id}
            editable={editable}
            onSave={async (change) => {
              if (change.hours || change.minutes)
                await step('time_spent', {
                  task_id: task.task_id,
                  task_title: task.task.task_title,
                  hours: change.hours,
                  minutes: change.minutes,
                });
              if (change.status !== undefined)
                await step('task_status', {
                  task_id: task.task_id,
                  task_title: task.task.task_title,
                  status: change.status,
                  ...(change.notes !== undefined ? { notes: change.notes } : {}),
                });
              setNotice(t('workOrder.saved', { task: task.task.task_title }));
              void syncNow();
            }}
          />
        ))}
      </ul>
      <WorkOrderFiles
        w={w}
        queue={queue}
        editable={editable}
        onAdd={async (file) => {
          await step('wo_attachment', { file });
          setNotice(t('workOrder.attachmentQueued', { name: file.name }));
          void syncNow();
        }}
      />
      {canCompleteHere(queue, w) && (
        <Button onClick={() => void complete()}>{t('workOrder.complete')}</Button>
      )}
    </section>
  );
}

function describeStep(item: QueueItem, t: (key: string, values?: Record<string, unknown>) => string) {
  const work = item.work!;
  if (item.kind === 'time_spent')
    return `${work.task_title} · ${t('workOrder.time', { hours: work.hours, minutes: work.minutes })}`;
  if (item.kind === 'task_status')
    return `${work.task_title} · ${t(`workOrder.taskStatus.${work.status}`)}${work.notes ? ` · “${work.notes}”` : ''}`;
  if (item.kind === 'wo_attachment') return work.file?.name ?? '';
  return work.wo_number;
}

interface TaskChange {
  hours: number;
  minutes: number;
  /** Set when the status or the note changes (the note goes with the status call). */
  status?: number;
  notes?: string;
}

function TaskCard({
  task,
  queue,
  woId,
  editable,
  onSave,
}: {
  task: WorkOrderTask;
  queue: QueueItem[];
  woId: number;
  editable: boolean;
  onSave: (change: TaskChange) => Promise<void>;
}) {
  const { t } = useTranslation();
  const status = taskStatusOf(queue, woId, task.task_id, task.status);
  const queuedNote = pendingOf(queue, woId)
    .filter((i) => i.kind === 'task_status' && i.work?.task_id === task.task_id && i.work.notes !== undefined)
    .at(-1)?.work?.notes;
  const notes = queuedNote ?? task.notes;
  const [picked, setPicked] = useState(status);
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [note, setNote] = useState(notes);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queuedTime = pendingOf(queue, woId).filter(
    (i) => i.kind === 'time_spent' && i.work?.task_id === task.task_id,
  );
  const open = editable && !isTaskLocked(task.status) && !isTaskLocked(status);
  const title = task.task.task_title;

  const save = async () => {
    const h = hours.trim() === '' ? 0 : Number(hours);
    const m = minutes.trim() === '' ? 0 : Number(minutes);
    if (!isValidTime(h, m) || h > 1000) return setProblem(t('workOrder.timeInvalid'));
    if (note.length > TASK_NOTES_MAX) return setProblem(t('workOrder.noteTooLong', { max: TASK_NOTES_MAX }));
    const changed = picked !== status || note.trim() !== notes;
    if (!h && !m && !changed) return setProblem(t('workOrder.nothingToSave'));
    setProblem(null);
    setBusy(true);
    await onSave({
      hours: h,
      minutes: m,
      ...(changed ? { status: picked, notes: note.trim() } : {}),
    });
    setHours('');
    setMinutes('');
    setBusy(false);
  };

  return (
    <li className="card" aria-label={title}>
      <div className="step-head">
        <span className="card-title">{title}</span>
        <span className={`tag tag-task-${status}`}>{t(`workOrder.taskStatus.${status}`)}</span>
      </div>
      <span className="card-sub">
        {task.task.task_code} ·{' '}
        {t('workOrder.spentOf', {
          spent: t('workOrder.time', { hours: task.time_spent_hours, minutes: task.time_spent_minutes }),
          estimate: t('workOrder.time', {
            hours: task.task.task_est_hours,
            minutes: task.task.task_est_minutes,
          }),
        })}
      </span>
      {(task.time_entries.length > 0 || queuedTime.length > 0) && (
        <ul className="entries" aria-label={t('workOrder.timeEntries', { task: title })}>
          {task.time_entries.map((e, i) => (
            <li key={i} className="card-sub">
              {e.date}: {t('workOrder.time', { hours: e.hours, minutes: e.minutes })}
            </li>
          ))}
          {queuedTime.map((i) => (
            <li key={i.id} className="card-sub">
              {t('workOrder.time', { hours: i.work!.hours, minutes: i.work!.minutes })} ·{' '}
              {t(`sending.status.${i.status}`)}
            </li>
          ))}
        </ul>
      )}
      {notes && !open && <p className="pre">{notes}</p>}
      {open && (
        <div className="stack">
          <div
            className="choices choices-two"
            role="radiogroup"
            aria-label={t('workOrder.statusOf', { task: title })}
          >
            {TASK_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                role="radio"
                aria-checked={picked === s}
                className={`choice${picked === s ? ' choice-on' : ''}`}
                onClick={() => setPicked(s)}
              >
                {t(`workOrder.taskStatus.${s}`)}
              </button>
            ))}
          </div>
          <div className="time-row">
            <Field label={t('workOrder.hours')}>
              <input inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value.trim())} />
            </Field>
            <Field label={t('workOrder.minutes')}>
              <input
                inputMode="numeric"
                value={minutes}
                onChange={(e) => setMinutes(e.target.value.trim())}
              />
            </Field>
          </div>
          <Field label={t('workOrder.note')}>
            <textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          {problem && <span className="field-error">{problem}</span>}
          <Button onClick={() => void save()} disabled={busy}>
            {t('workOrder.save')}
          </Button>
        </div>
      )}
    </li>
  );
}
