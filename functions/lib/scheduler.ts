/** The event a job handler gets from EventBridge Scheduler (functions/jobs.ts lists the jobs). */
/** What the schedules send (the twin's scheduler sends the same shape). */
export interface SchedulerEvent {
  id?: string;
  'detail-type'?: string;
  source?: string;
  /** ISO time the run was scheduled for. */
  time?: string;
  detail?: { job?: string };
}
