/**
 * A call made as inside a Lambda: the settings CDK gives (the local values), AWS_LAMBDA_FUNCTION_NAME
 * set, and Lambda's API mocked (no emulator covers it), so a start that invokes a job runner
 * asynchronously (lib/jobs/start-runner.ts) can be seen instead of the twin's in-process run.
 * Answers the call's result and the runner invokes it made, each with its scheduler event.
 */
import { InvokeCommand, LambdaClient, type InvokeCommandInput } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { vi } from 'vitest';
import { config } from '#lib/config.js';
import type { SchedulerEvent } from '#lib/scheduler.js';

export const TEST_JOB_PREFIX = 'assetcare-test-job-';

export async function inLambda<T>(
  functionName: string,
  call: () => Promise<T>,
): Promise<{ result: T; invokes: (InvokeCommandInput & { event: SchedulerEvent })[] }> {
  const settings = {
    TABLE_NAME: config.tableName,
    FILES_BUCKET: config.filesBucket,
    REPORTS_BUCKET: config.reportsBucket,
    SES_SENDER: config.sesSender,
    WEB_URL_TEMPLATE: config.webUrlTemplate,
  };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', functionName);
  vi.stubEnv('JOB_FUNCTION_PREFIX', TEST_JOB_PREFIX);
  const lambda = mockClient(LambdaClient);
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  try {
    const result = await call();
    const invokes = lambda.commandCalls(InvokeCommand).map(({ args: [command] }) => ({
      ...command.input,
      event: JSON.parse(new TextDecoder().decode(command.input.Payload as Uint8Array)) as SchedulerEvent,
    }));
    return { result, invokes };
  } finally {
    vi.unstubAllEnvs();
    lambda.restore();
  }
}
