/**
 * Faults of a service a request depends on (issue 23 item 7), forced with aws-sdk-client-mock on
 * the real DynamoDB document client (every other command reaches DynamoDB Local): a write refused
 * by throttling after its id was taken, and a read while DynamoDB is down. Each answers 503 with the
 * envelope and the spec's retry sentence (lib/middleware/error-envelope.ts), leaves nothing half
 * made, and the same call made again completes.
 */
import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import type { CategoryRow } from '#shared/pm-library/schemas.js';
import { getDocumentClient } from '#lib/aws.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants } from '#functions/test-support/maintenance-tenants.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
let t: Awaited<ReturnType<typeof maintenanceTenants>>;

beforeAll(async () => {
  t = await maintenanceTenants('fl');
});

/** Runs `act` while the document client fails the commands named `commandName` with `error`; the rest go through. */
async function withDynamoFault<T>(commandName: string, error: Error, act: () => Promise<T>): Promise<T> {
  const client = getDocumentClient();
  const real = client.send.bind(client) as (command: unknown) => Promise<never>;
  const mock = mockClient(client);
  let forced = 0;
  mock.send.callsFake(async (command: { constructor: { name: string } }): Promise<never> => {
    if (command.constructor.name === commandName) {
      forced += 1;
      throw error;
    }
    return real(command);
  });
  try {
    return await act();
  } finally {
    mock.restore();
    expect(forced, `no ${commandName} was sent`).toBeGreaterThan(0);
  }
}

const addCategory = (name: string) =>
  call<Answer<CategoryRow>>('POST', 'PM/AddUpdatePMCategory', {
    ...t.session('admin'),
    body: { category_name: name },
  });
const categories = () =>
  call<Answer<{ list: CategoryRow[] }>>('GET', 'PM/GetPMCategories', { ...t.session('admin') });

describe('a service the request depends on fails', () => {
  it('DynamoDB throttling mid-write (the id taken, the transaction refused): 503 with the envelope, nothing saved, and the retry completes', async () => {
    const throttled = new ProvisionedThroughputExceededException({
      message: 'The level of configured provisioned throughput for the table was exceeded.',
      $metadata: { httpStatusCode: 400 },
    });
    const refused = await withDynamoFault('TransactWriteCommand', throttled, () =>
      addCategory('Fault cranes'),
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toEqual({ success: 0, message: Messages.serviceUnavailable, data: null });
    expect(refused.headers['retry-after']).toBe('5');
    expect((await categories()).body.data.list.filter((c) => c.category_name === 'Fault cranes')).toEqual([]);

    const retried = await addCategory('Fault cranes');
    expect(retried.statusCode, retried.raw).toBe(200);
    const saved = (await categories()).body.data.list.filter((c) => c.category_name === 'Fault cranes');
    expect(saved).toHaveLength(1);
  });

  it('DynamoDB down on a read: 503 with the envelope, and the same read then answers', async () => {
    const down = new InternalServerError({
      message: 'Internal server error',
      $metadata: { httpStatusCode: 500 },
    });
    const refused = await withDynamoFault('QueryCommand', down, () => categories());
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toEqual({ success: 0, message: Messages.serviceUnavailable, data: null });
    const answered = await categories();
    expect(answered.statusCode).toBe(200);
    expect(answered.body.success).toBe(1);
  });

  it('a bug is still a 500, not a 503', async () => {
    const refused = await withDynamoFault('QueryCommand', new TypeError('x is not a function'), () =>
      categories(),
    );
    expect(refused.statusCode).toBe(500);
    expect(refused.body).toMatchObject({ success: 0, message: Messages.somethingWentWrong });
  });
});
