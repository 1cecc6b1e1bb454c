/**
 * Logs are Powertools JSON lines that carry the request id, the route, the tenant and the user;
 * an unexpected failure logs its details and answers only 'Something went wrong!'.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { call, freshUser } from '#functions/test-support/index.js';
import { getDocumentClient } from './aws.js';
import { logger } from './logger.js';

describe('request logs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    logger.setLogLevel('SILENT');
  });

  it('carry tenant, user, request id and route, and keep internals out of the answer', async () => {
    const user = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    const token = await user.token();
    logger.setLogLevel('INFO');
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture as typeof process.stderr.write);
    const client = getDocumentClient();
    const send = client.send.bind(client);
    vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) =>
      command instanceof QueryCommand &&
      String(command.input.ExpressionAttributeValues?.[':p'] ?? JSON.stringify(command.input)).includes(
        '#NOTIF',
      )
        ? Promise.reject(new Error('disk on fire at table assetcare'))
        : (send as (...args: unknown[]) => unknown)(command, ...rest)) as typeof client.send);

    const result = await call('GET', 'User/GetNotifications/{pagesize}/{pageindex}', {
      token,
      domain: 'demo',
      roleId: Role.Manager,
      siteId: 2,
      pathParameters: { pagesize: '20', pageindex: '1' },
    });
    vi.restoreAllMocks();
    expect(result.statusCode).toBe(500);
    expect(result.body).toEqual({ success: 0, message: Messages.somethingWentWrong, data: null });
    expect(result.raw).not.toContain('disk on fire');

    const entries = lines
      .flatMap((line) => line.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const unhandled = entries.find((entry) => entry.message === 'unhandled');
    expect(unhandled).toMatchObject({
      level: 'ERROR',
      tenant: 'demo',
      user: user.uuid,
      route: 'GET /api/User/GetNotifications/{pagesize}/{pageindex}',
      requestId: expect.any(String),
      error: 'disk on fire at table assetcare',
    });
  });
});
