/**
 * Attachment uploads against the real emulators (DynamoDB Local, Cognito, s3rver): the presigned
 * PUT takes the bytes under the tenant's prefix and the file_url downloads them; type, size and
 * name refusals; the save-time check (assertAttachmentsUploaded) refuses files never uploaded,
 * another tenant's, and ones whose type the PUT changed; roles and sites refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AttachmentMessages } from '#shared/attachments/messages.js';
import { MAX_ATTACHMENT_BYTES } from '#shared/attachments/rules.js';
import type { AttachmentUpload } from '#shared/attachments/schemas.js';
import { attachmentRefs } from '#shared/attachments/schemas.js';
import { Messages } from '#shared/messages.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';
import { assertAttachmentsUploaded, attachmentRows } from './files.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}
let t: Awaited<ReturnType<typeof maintenanceTenants>>;
const ask = (who: Who | As, body: Record<string, unknown>) =>
  call<Answer<AttachmentUpload>>('POST', 'Attachment/UploadUrl', { ...t.session(who), body });
const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n');

async function upload(
  who: Who | As,
  name = 'Loader manual.pdf',
  bytes = pdf,
  contentType = 'application/pdf',
) {
  const answer = await ask(who, { file_name: name, content_type: contentType, size: bytes.length });
  expect(answer.statusCode, answer.raw).toBe(200);
  const put = await fetch(answer.body.data.upload_url, {
    method: 'PUT',
    headers: answer.body.data.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  t = await maintenanceTenants('at');
});

describe('upload', () => {
  it("gives a presigned PUT and the spec's file_url, user_uploaded_name and filename; the URL downloads the file", async () => {
    const uploaded = await upload('admin', 'C:\\fakepath\\Loader manual.pdf');
    expect(uploaded.user_uploaded_name).toBe('Loader manual.pdf');
    expect(uploaded.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(uploaded.upload_url).toContain(`attachments/${t.codes.a}/${uploaded.filename}`);
    const got = await fetch(uploaded.file_url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(pdf);
    await expect(
      assertAttachmentsUploaded(t.codes.a, [{ filename: uploaded.filename, user_uploaded_name: 'x' }]),
    ).resolves.toBeUndefined();
    const [row] = await attachmentRows(t.codes.a, [
      { filename: uploaded.filename, user_uploaded_name: uploaded.user_uploaded_name },
    ]);
    expect(row).toMatchObject({ filename: uploaded.filename, user_uploaded_name: 'Loader manual.pdf' });
    expect((await fetch(row.file_url)).status).toBe(200);
  });

  it("a manager at a maintenance site uploads too; a type by its extension is the client's business, the server takes the declared one", async () => {
    const uploaded = await upload(
      'manager',
      'sheet.xlsx',
      Buffer.from('PK...'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(uploaded.filename).toMatch(/\.xlsx$/);
  });

  it.each([
    [
      { file_name: 'x.exe', content_type: 'application/x-msdownload', size: 10 },
      AttachmentMessages.typeInvalid,
    ],
    [{ file_name: 'x.pdf', size: 10 }, AttachmentMessages.typeInvalid],
    [
      { file_name: 'x.pdf', content_type: 'application/pdf', size: MAX_ATTACHMENT_BYTES + 1 },
      AttachmentMessages.tooLarge,
    ],
    [{ file_name: 'x.pdf', content_type: 'application/pdf', size: 0 }, AttachmentMessages.empty],
    [{ file_name: '   ', content_type: 'application/pdf', size: 10 }, AttachmentMessages.nameRequired],
    [{ content_type: 'application/pdf', size: 10 }, AttachmentMessages.nameRequired],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const result = await ask('admin', body);
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
  });
});

describe('the save-time check', () => {
  it("refuses a file never uploaded, a name that is not ours, and another tenant's file", async () => {
    const asked = await ask('admin', { file_name: 'never.pdf', content_type: 'application/pdf', size: 10 });
    await expect(
      assertAttachmentsUploaded(t.codes.a, [
        { filename: asked.body.data.filename, user_uploaded_name: 'never.pdf' },
      ]),
    ).rejects.toMatchObject({ statusCode: 400, message: AttachmentMessages.notUploaded });
    await expect(
      assertAttachmentsUploaded(t.codes.a, [{ filename: '../other/x.pdf', user_uploaded_name: 'x' }]),
    ).rejects.toMatchObject({ message: AttachmentMessages.notUploaded });
    const theirs = await upload({ who: 'admin', tenant: 'b' });
    await expect(
      assertAttachmentsUploaded(t.codes.a, [{ filename: theirs.filename, user_uploaded_name: 'x' }]),
    ).rejects.toMatchObject({ message: AttachmentMessages.notUploaded });
    // Files the record already keeps are not checked again.
    await expect(
      assertAttachmentsUploaded(
        t.codes.a,
        [{ filename: asked.body.data.filename, user_uploaded_name: 'x' }],
        [asked.body.data.filename],
      ),
    ).resolves.toBeUndefined();
  });

  it('the payload schema drops repeats and refuses names that are not ours', () => {
    const ref = { filename: '0f8fad5b-d9cb-469f-a165-70867728950e.pdf', user_uploaded_name: 'a.pdf' };
    expect(attachmentRefs.parse([ref, ref])).toEqual([ref]);
    expect(attachmentRefs.parse(null)).toEqual([]);
    expect(attachmentRefs.safeParse([{ ...ref, filename: 'a.pdf' }]).error?.issues[0].message).toBe(
      AttachmentMessages.notUploaded,
    );
  });
});

describe('who may upload', () => {
  it.each(['exec', 'op', 'maint', 'root'] as const)('refuses the %s role', async (who) => {
    const result = await ask(who, { file_name: 'x.pdf', content_type: 'application/pdf', size: 10 });
    expect(result.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
  });

  it('refuses a manager whose active site does not show maintenance', async () => {
    const result = await ask(
      { who: 'manager', site: 3 },
      { file_name: 'x.pdf', content_type: 'application/pdf', size: 10 },
    );
    expect(result.body).toMatchObject({ success: 0, message: Messages.maintenanceNotShown });
  });
});
