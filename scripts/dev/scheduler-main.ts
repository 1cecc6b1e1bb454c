/**
 * The twin's scheduler: fires each job of functions/jobs.ts at its rate with an EventBridge
 * Scheduler-shaped event, as the cloud's schedules do. AC_SCHEDULER_SPEEDUP divides the intervals.
 */
import { randomUUID } from 'node:crypto';
import { jobs, rateToMs } from '#functions/jobs.js';

type JobHandler = (event: unknown) => Promise<unknown>;
const speedup = Number(process.env.AC_SCHEDULER_SPEEDUP ?? 1);
const log = (message: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(`${JSON.stringify({ level: 'info', service: 'scheduler', message, ...extra })}\n`);

const timers: NodeJS.Timeout[] = [];
for (const [name, job] of Object.entries(jobs)) {
  const every = Math.max(1000, rateToMs(job.schedule) / speedup);
  const run = async () => {
    const module = (await import(`../../functions/${job.folder}/jobs.ts`)) as Record<string, JobHandler>;
    const started = Date.now();
    try {
      const result = await module[job.handler]({
        id: randomUUID(),
        'detail-type': 'Scheduled Event',
        source: 'aws.scheduler',
        time: new Date().toISOString(),
        detail: { job: name },
      });
      log('job finished', { job: name, ms: Date.now() - started, result });
    } catch (error) {
      log('job failed', { job: name, error: String(error) });
    }
  };
  timers.push(setInterval(run, every));
  log('job scheduled', { job: name, everyMs: every });
}
log('scheduler ready', { jobs: Object.keys(jobs).length });
const stop = () => {
  timers.forEach(clearInterval);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Keep running even with no jobs.
setInterval(() => undefined, 1 << 30);
