/**
 * A work order's photos and files from the field app (issue 22 item 5): WorkOrder/AttachmentUploadUrl
 * presigns the PUT of one file for a work order the caller reaches (maintenance staff: assigned to
 * them; read here, in the domain that owns work orders, which Attachment/UploadUrl below it cannot),
 * and WorkOrder/AddWorkOrderAttachment adds the uploaded file to it. Both take the field app's
 * client_request_id (functions/lib/idempotency.ts): a retried upload URL answers the same filename
 * (signed again when the first URL has expired), a retried add answers the first result, so one
 * queued photo makes one attachment. Both refuse a work order no longer Open, In Progress or
 * Reopened (spec 4: attachments are added only then) and a full one.
 */
import type { SuccessEnvelope } from '#lib/envelope.js';
import type { AttachmentUpload } from '#shared/attachments/schemas.js';
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { isWorkOrderEditable, WORK_ORDER_MAX_ATTACHMENTS } from '#shared/workorders/rules.js';
import {
  assertAttachmentsUploaded,
  attachmentKey,
  attachmentUploadUrl as presignedUpload,
} from '#functions/attachments/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest, refuse } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { route } from '#functions/users/index.js';
import type { WorkOrderRecord } from '../store/workorders.js';
import { byOf, commitStatusChange, workOrderInScope, workScope } from './helpers.js';

/** A work order that may take one more attachment. */
function assertCanAttach(w: WorkOrderRecord) {
  if (!isWorkOrderEditable(w.status)) throw refuse(WorkOrderMessages.notEditable);
  if (w.attachments.length >= WORK_ORDER_MAX_ATTACHMENTS) throw badRequest(WorkOrderMessages.tooManyItems);
}

/** POST WorkOrder/AttachmentUploadUrl. */
export const workOrderAttachmentUploadUrl = route(
  WorkOrdersApi.workOrderAttachmentUploadUrl,
  async (request) => {
    const scope = await workScope(request);
    const { wo_id, file_name, content_type, size } = request.body;
    type Answer = SuccessEnvelope<AttachmentUpload>;
    return idempotent<Answer>(
      {
        tenant: scope.tenant,
        user: request.user.uuid,
        operation: 'WorkOrderAttachmentUploadUrl',
        key: request.body.client_request_id,
        request: request.body,
      },
      async (guard) => {
        assertCanAttach(await workOrderInScope(scope, wo_id));
        const result = ok(await presignedUpload(scope.tenant, { file_name, content_type, size }));
        await guard.store(result);
        return result;
      },
      {
        // An expired URL would leave the queued photo stuck: the same file, signed again.
        replay: async (first) =>
          Date.parse(first.data.expires_at) > Date.now() + 60_000
            ? first
            : ok(await presignedUpload(scope.tenant, { file_name, content_type, size }, first.data.filename)),
      },
    );
  },
);

/** POST WorkOrder/AddWorkOrderAttachment. */
export const addWorkOrderAttachment = route(WorkOrdersApi.addWorkOrderAttachment, async (request) => {
  const scope = await workScope(request);
  const { wo_id, user_uploaded_name, filename } = request.body;
  return idempotent(
    {
      tenant: scope.tenant,
      user: request.user.uuid,
      operation: 'AddWorkOrderAttachment',
      key: request.body.client_request_id,
      request: request.body,
    },
    async (guard) => {
      const before = await workOrderInScope(scope, wo_id);
      const key = attachmentKey(scope.tenant, filename);
      const kept = before.attachments.find((a) => a.filename === key);
      const answer = (w: WorkOrderRecord, id: number) =>
        ok(
          { wo_id: w.wo_id, wo_number: w.wo_number, status: w.status, wo_attachment_id: id },
          WorkOrderMessages.updated,
        );
      // The file is on the work order already (added without an id, or by the manager): nothing to write.
      if (kept) return answer(before, kept.wo_attachment_id);
      assertCanAttach(before);
      await assertAttachmentsUploaded(scope.tenant, [{ user_uploaded_name, filename }]);
      const at = new Date();
      const id = Math.max(0, ...before.attachments.map((a) => a.wo_attachment_id)) + 1;
      const after: WorkOrderRecord = {
        ...before,
        attachments: [...before.attachments, { wo_attachment_id: id, user_uploaded_name, filename: key }],
        updated_at: at.toISOString(),
      };
      const result = answer(after, id);
      await commitStatusChange(scope, before, after, byOf(request.user), at, guard.record(result));
      return result;
    },
  );
});
