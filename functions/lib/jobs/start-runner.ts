/**
 * Starts a job runner of functions/jobs.ts at once in the cloud: an asynchronous invoke of its
 * Lambda (Lambda queues the event and retries a failed run; the dead-letter queue takes what keeps
 * failing), so an import a user started begins in a second or two rather than at the runner's next
 * scheduled run, which still continues whatever a run leaves. The Lambda client loads on the first
 * start, not in the cold start of the API Lambdas that import this.
 */
import type { LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../config.js';
import type { SchedulerEvent } from '../scheduler.js';

let client: LambdaClient | undefined;

export async function startRunner(job: string): Promise<void> {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  client ??= new LambdaClient({ region: config.region });
  const event: SchedulerEvent = { 'detail-type': 'Job started', source: 'assetcare.api', detail: { job } };
  await client.send(
    new InvokeCommand({
      FunctionName: `${config.jobFunctionPrefix}${job}`,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
}
