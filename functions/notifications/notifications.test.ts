import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocumentClient } from '#lib/aws.js';
import { NotificationStatus, NotificationType, Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { call, freshUser } from '#functions/test-support/index.js';
import { getUser } from '#functions/users/store/index.js';
import { raiseNotification } from './raise.js';

interface NotificationRow {
  notification_id: string;
  notification_type: number;
  notification_status: number;
  heading: string;
  ref_id: string;
}
interface ListBody {
  success: number;
  list: NotificationRow[];
  listsize: number;
}

describe('notifications', () => {
  let uuid: string;
  let token: string;
  const session = () => ({ token, domain: 'demo', roleId: Role.Manager, siteId: 2 });

  beforeAll(async () => {
    const user = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    uuid = user.uuid;
    token = await user.token();
    for (let i = 0; i < 25; i++) {
      await raiseNotification({
        tenant: 'demo',
        users: [uuid],
        type: NotificationType.NewIssue,
        heading: `Issue ${i}`,
        message: `Issue number ${i}`,
        refId: `issue-${i}`,
      });
    }
  });

  it('pages newest first, 20 a page, with the total as listsize', async () => {
    const first = await call<ListBody>('GET', 'User/GetNotifications/{pagesize}/{pageindex}', {
      ...session(),
      pathParameters: { pagesize: '20', pageindex: '1' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.list).toHaveLength(20);
    expect(first.body.listsize).toBe(25);
    expect(first.body.list[0].heading).toBe('Issue 24');
    const second = await call<ListBody>('GET', 'User/GetNotifications/{pagesize}/{pageindex}', {
      ...session(),
      pathParameters: { pagesize: '20', pageindex: '2' },
    });
    expect(second.body.list.map((n) => n.heading)).toEqual([
      'Issue 4',
      'Issue 3',
      'Issue 2',
      'Issue 1',
      'Issue 0',
    ]);
  });

  it('keeps the unread counter in step with status changes, once per real change', async () => {
    const count = async () =>
      (
        await call<{ data: { count: number } }>('GET', 'User/GetNotificationsCount/{type}', {
          ...session(),
          pathParameters: { type: '1' },
        })
      ).body.data.count;
    expect(await count()).toBe(25);
    const { body } = await call<ListBody>('GET', 'User/GetNotifications/{pagesize}/{pageindex}', {
      ...session(),
      pathParameters: { pagesize: '20', pageindex: '1' },
    });
    const target = body.list[0].notification_id;
    const markRead = () =>
      call('POST', 'User/UpdateNotificationsStatus', {
        ...session(),
        body: { notification_id: target, status: NotificationStatus.Read },
      });
    expect((await markRead()).body).toMatchObject({ success: 1 });
    await markRead();
    expect(await count()).toBe(24);
    await call('POST', 'User/UpdateNotificationsStatus', {
      ...session(),
      body: { notification_id: target, status: NotificationStatus.Unread },
    });
    expect(await count()).toBe(25);
    const all = await call('GET', 'User/MarkAllNotificationStatus/{status}', {
      ...session(),
      pathParameters: { status: '2' },
    });
    expect(all.body).toMatchObject({ success: 1, data: { marked: 25 } });
    expect(await count()).toBe(0);
    expect((await getUser('demo', uuid))?.unread_notifications).toBe(0);
  });

  it("marks a notification read when another write held the user's counter at the first attempt", async () => {
    const user = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    const [sent] = await raiseNotification({
      tenant: 'demo',
      users: [user.uuid],
      type: NotificationType.NewIssue,
      heading: 'Held counter',
      message: 'A notification to read',
      refId: 'issue-held',
    });
    const client = getDocumentClient();
    const real = client.send.bind(client) as (command: unknown) => Promise<never>;
    const mock = mockClient(client as DynamoDBDocumentClient);
    let conflicts = 0;
    mock.send.callsFake(async (command: { constructor: { name: string } }): Promise<never> => {
      if (command.constructor.name === 'TransactWriteCommand' && conflicts === 0) {
        conflicts += 1;
        throw new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: { httpStatusCode: 400 },
          CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
        });
      }
      return real(command);
    });
    try {
      const marked = await call('POST', 'User/UpdateNotificationsStatus', {
        token: await user.token(),
        domain: 'demo',
        roleId: Role.Manager,
        siteId: 2,
        body: { notification_id: sent.notification_id, status: NotificationStatus.Read },
      });
      expect(marked.body).toMatchObject({ success: 1 });
    } finally {
      mock.restore();
    }
    expect(conflicts).toBe(1);
    expect((await getUser('demo', user.uuid))?.unread_notifications).toBe(0);
  });

  it('rejects bad input with 400 and the message, and an unknown id with 404', async () => {
    const badStatus = await call('POST', 'User/UpdateNotificationsStatus', {
      ...session(),
      body: { notification_id: 'x', status: 7 },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toMatchObject({ success: 0, message: Messages.invalidNotificationStatus });
    const unknown = await call('POST', 'User/UpdateNotificationsStatus', {
      ...session(),
      body: { notification_id: 'nope', status: 2 },
    });
    expect(unknown.statusCode).toBe(404);
    const badPage = await call('GET', 'User/GetNotifications/{pagesize}/{pageindex}', {
      ...session(),
      pathParameters: { pagesize: 'abc', pageindex: '1' },
    });
    expect(badPage.statusCode).toBe(400);
    const badMarkAll = await call('GET', 'User/MarkAllNotificationStatus/{status}', {
      ...session(),
      pathParameters: { status: '1' },
    });
    expect(badMarkAll.statusCode).toBe(400);
  });

  it("honours 'Do not send this notification again' for a PM trigger, and only for maintenance types", async () => {
    const user = await freshUser('demo', { roles: [Role.Manager], sites: [2] });
    const userToken = await user.token();
    const muted = await call('GET', 'PMNotification/TriggerPMItemNotification', {
      token: userToken,
      domain: 'demo',
      roleId: Role.Manager,
      siteId: 2,
      query: { trigger_id: 'trigger-42', is_disabled: 'true' },
    });
    expect(muted.body).toMatchObject({ success: 1, message: Messages.notificationDisabled });
    const sentPm = await raiseNotification({
      tenant: 'demo',
      users: [user.uuid],
      type: NotificationType.PmDue,
      heading: 'PM due',
      message: 'due',
      refId: 'x',
      triggerId: 'trigger-42',
    });
    const sentOther = await raiseNotification({
      tenant: 'demo',
      users: [user.uuid],
      type: NotificationType.PmDue,
      heading: 'PM due',
      message: 'due',
      refId: 'x',
      triggerId: 'trigger-43',
    });
    expect(sentPm).toHaveLength(0);
    expect(sentOther).toHaveLength(1);
    expect(sentOther[0].ref_id).toBe('trigger-43');
    expect((await getUser('demo', user.uuid))?.unread_notifications).toBe(1);
  });
});

describe('notification ids', () => {
  it('sort newest first, whatever order they were written in', async () => {
    const { newNotificationId } = await import('./store.js');
    const now = Date.now();
    const older = newNotificationId(now - 60_000);
    const newer = newNotificationId(now);
    const sameMillisecondLater = newNotificationId(now);
    const backdated = newNotificationId(now - 3_600_000);
    expect([backdated, older, sameMillisecondLater, newer].sort()).toEqual([
      sameMillisecondLater,
      newer,
      older,
      backdated,
    ]);
  });
});
