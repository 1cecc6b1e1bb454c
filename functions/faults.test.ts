/**
 * Faults of a service a request depends on (issue 23 item 7), forced with aws-sdk-client-mock on
 * the real DynamoDB document client and S3 client (every other command reaches DynamoDB Local and
 * the S3 emulator): a write refused by throttling after its id was taken, a read while DynamoDB is
 * down, and S3 down while a portal report claims its photo. Each answers 503 with the envelope and
 * the spec's retry sentence (lib/middleware/error-envelope.ts), leaves nothing half made, and the
 * same call made again completes. (SES down: users-create.test.ts.)
 */
import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import type { CategoryRow } from '#shared/pm-library/schemas.js';
import { getDocumentClient } from '#lib/aws.js';
import { getS3 } from '#lib/s3.js';
import { RequestMessages } from '#shared/requests/messages.js';
import { ensurePortalToken } from '#functions/assets/index.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
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
const withDynamoFault = <T>(commandName: string, error: Error, act: () => Promise<T>) =>
  withFault(getDocumentClient(), commandName, error, act);
const withS3Fault = <T>(commandName: string, error: Error, act: () => Promise<T>) =>
  withFault(getS3(), commandName, error, act);

async function withFault<T>(
  client: DynamoDBDocumentClient | S3Client,
  commandName: string,
  error: Error,
  act: () => Promise<T>,
): Promise<T> {
  const real = client.send.bind(client) as (command: unknown) => Promise<never>;
  const mock = mockClient(client as DynamoDBDocumentClient);
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

  it('S3 down while a portal report claims its photo: 503 with the envelope (not "bad photo"), no request, and the retry completes', async () => {
    const asset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Fault forklift' });
    const token = await ensurePortalToken(t.codes.a, asset.asset_id);
    const portal = (path: string, body: unknown) =>
      call<Answer<Record<string, string>>>('POST', path, { pathParameters: { token }, body });
    const photo = Buffer.from('\xff\xd8\xff\xe0 a jpeg', 'latin1');
    const url = await portal('Portal/GetPhotoUploadUrl/{token}', {
      content_type: 'image/jpeg',
      size: photo.length,
    });
    expect(url.body.success, url.raw).toBe(1);
    const put = await fetch(url.body.data.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: photo,
    });
    expect(put.status).toBe(200);
    const report = { title: 'Fault horn', description: 'Silent', photo: url.body.data.photo };
    const requests = async () => {
      const r = await call<Answer<{ list: { title: string }[] }>>(
        'POST',
        'MaintenanceRequest/GetAllMaintenanceRequest',
        {
          ...t.session('manager'),
          body: { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0, search_string: 'fault horn' },
        },
      );
      return r.body.data.list.filter((row) => row.title === 'Fault horn').length;
    };

    for (const commandName of ['HeadObjectCommand', 'CopyObjectCommand']) {
      const down = new S3ServiceException({
        name: 'ServiceUnavailable',
        message: 'Please reduce your request rate.',
        $fault: 'server',
        $metadata: { httpStatusCode: 503 },
      });
      const refused = await withS3Fault(commandName, down, () =>
        portal('Portal/ReportProblem/{token}', report),
      );
      expect(refused.statusCode, commandName).toBe(503);
      expect(refused.body).toEqual({ success: 0, message: Messages.serviceUnavailable, data: null });
      expect(refused.body.message).not.toBe(RequestMessages.portalPhotoInvalid);
      expect(await requests()).toBe(0);
    }

    const retried = await portal('Portal/ReportProblem/{token}', report);
    expect(retried.body, retried.raw).toMatchObject({ success: 1, message: RequestMessages.portalReported });
    expect(await requests()).toBe(1);
  });

  it('a bug is still a 500, not a 503', async () => {
    const refused = await withDynamoFault('QueryCommand', new TypeError('x is not a function'), () =>
      categories(),
    );
    expect(refused.statusCode).toBe(500);
    expect(refused.body).toMatchObject({ success: 0, message: Messages.somethingWentWrong });
  });
});
