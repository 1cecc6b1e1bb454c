/** POST WorkOrder/SendToServiceDealer/{wo_id} (documents Lambda): the work order as a PDF to its dealer's e-mail, attachments linked for 7 days. */
import { WorkOrdersApi } from '#shared/workorders/api.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { getAssets } from '#functions/assets/index.js';
import { getIssues } from '#functions/issues/index.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { ok } from '#lib/envelope.js';
import { notFound, refuse } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { inScope, maintScope } from '#functions/requests/index.js';
import { getRequest } from '#functions/requests/index.js';
import { dealerOf } from '../store/dealers.js';
import { sendWorkOrderToDealer } from '../operations/dealer-mail.js';
import { getWorkOrder } from '../store/workorders.js';
import { workOrderDetailOf } from '../views.js';

const LINK_SECONDS = 7 * 24 * 3600;

export const sendToServiceDealer = route(WorkOrdersApi.sendToServiceDealer, async (request) => {
  const scope = await maintScope(request);
  const w = await getWorkOrder(scope.tenant, request.params.wo_id);
  if (!w || !inScope(scope, w)) throw notFound(WorkOrderMessages.workOrderNotFound);
  const dealer = await dealerOf(scope.tenant, w.company_id, w.service_dealer_id);
  if (!dealer || !dealer.email) throw refuse(WorkOrderMessages.noDealerToSend);
  const [assets, issues, req] = await Promise.all([
    getAssets(scope.tenant, [w.asset_id]),
    getIssues(
      scope.tenant,
      w.issues.map((i) => i.issue_uuid),
    ),
    w.mr_id ? getRequest(scope.tenant, w.mr_id) : Promise.resolve(undefined),
  ]);
  const { presignedGet } = await loadS3();
  const links = await Promise.all(
    w.attachments.map(async (a) => ({
      name: a.user_uploaded_name,
      url: await presignedGet({ bucket: config.filesBucket, key: a.filename, expiresIn: LINK_SECONDS }),
    })),
  );
  const detail = workOrderDetailOf(w, {
    asset: assets[0],
    timezone: scope.timezoneOf(w.site_id),
    issues: new Map(issues.map((i) => [i.issue_uuid, i])),
    attachmentUrls: new Map(w.attachments.map((a, i) => [a.filename, links[i].url])),
    dealer,
    request: req,
  });
  const messageId = await sendWorkOrderToDealer(scope.tenant, detail, dealer, links);
  return ok({ wo_id: w.wo_id, email: dealer.email, message_id: messageId }, WorkOrderMessages.sentToDealer);
});
