/**
 * Sending a work order to its service dealer: the work order rendered as a PDF with pdfkit
 * (loaded here only, in the documents Lambda) and an e-mail through SES v2 with the PDF attached
 * and the work order's attachments linked by presigned URLs that expire in 7 days. The PDF goes
 * as an attachment of SES's Simple content (the project's sendEmail), SES building the MIME.
 */
import { DISPLAY_DATE, formatSiteDate, isDateOnly, dayjs } from '#shared/dates.js';
import { formatTaskTime } from '#shared/tasks/rules.js';
import type { WorkOrderDetail } from '#shared/workorders/schemas.js';
import { sendEmail } from '#lib/mail.js';

/** Dates as the screens show them (spec maintenance 1: MM-DD-YYYY): the due day as is, the creation in the site's timezone. */
const dueDay = (w: WorkOrderDetail) =>
  w.due_at && isDateOnly(w.due_at) ? dayjs.utc(w.due_at).format(DISPLAY_DATE) : (w.due_at ?? '-');
const createdDay = (w: WorkOrderDetail) => formatSiteDate(w.created_at, w.sites.timezone);

/** Renders the work order (header, asset, description, tasks with time and cost, issues, attachments) as a PDF. */
export async function renderWorkOrderPdf(w: WorkOrderDetail): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    pdfVersion: '1.4',
    info: { Title: `${w.wo_number} ${w.title}`, Author: 'AssetCare' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const money = (n: number) => `$${n.toFixed(2)}`;
  doc.font('Helvetica-Bold').fontSize(18).text(`Work Order ${w.wo_number}`);
  doc.font('Helvetica').fontSize(12).text(w.title);
  doc.moveDown(0.5).fontSize(10);
  doc.text(`Status: ${w.status_name}    Priority: ${w.priority_name}    Type: ${w.wo_type_name}`);
  doc.text(`Created: ${createdDay(w)}    Due: ${dueDay(w)}`);
  doc.text(`Asset: ${w.asset.name} (${w.asset.internal_asset_id}), meter hours ${w.asset.meter_hours}`);
  doc.moveDown().font('Helvetica-Bold').text('Description').font('Helvetica').text(w.description);
  doc.moveDown().font('Helvetica-Bold').text('Tasks').font('Helvetica');
  if (!w.workOrderTasks.length) doc.text('No Tasks !');
  for (const t of w.workOrderTasks)
    doc.text(
      `${t.task.task_code}  ${t.task.task_title}  [${t.status_name}]  estimated ${formatTaskTime(t.task.task_est_hours, t.task.task_est_minutes)}, spent ${formatTaskTime(t.time_spent_hours, t.time_spent_minutes)}, ${money(t.hourly_rate)}/h, labour ${money(t.labour_cost)}`,
    );
  doc.text(
    `Total estimated ${formatTaskTime(w.total_est_hours, w.total_est_minutes)}, spent ${formatTaskTime(w.total_spent_hours, w.total_spent_minutes)}, labour total ${money(w.labour_total)}`,
  );
  doc.moveDown().font('Helvetica-Bold').text('Issues').font('Helvetica');
  if (!w.issues.length) doc.text('No Issues !');
  for (const i of w.issues) doc.text(`${i.issue_number}  ${i.name}`);
  doc.moveDown().font('Helvetica-Bold').text('Attachments').font('Helvetica');
  if (!w.workOrderAttachments.length) doc.text('No Attachments !');
  for (const a of w.workOrderAttachments) doc.text(a.user_uploaded_name);
  doc.end();
  return done;
}

/** Sends the work order to the dealer; answers SES's MessageId. */
export async function sendWorkOrderToDealer(
  tenant: string,
  w: WorkOrderDetail,
  dealer: { name: string; email: string },
  links: { name: string; url: string }[],
): Promise<string | null> {
  const pdf = await renderWorkOrderPdf(w);
  const text = [
    `Hello ${dealer.name},`,
    '',
    `Please find work order ${w.wo_number} '${w.title}' attached (PDF).`,
    `Asset: ${w.asset.name} (${w.asset.internal_asset_id})`,
    `Due: ${dueDay(w)}`,
    '',
    links.length ? 'Attachments (links expire in 7 days):' : 'No Attachments !',
    ...links.map((l) => `- ${l.name}: ${l.url}`),
  ].join('\n');
  const messageId = await sendEmail({
    tenant,
    to: [dealer.email],
    subject: `Work order ${w.wo_number}: ${w.title}`,
    text,
    attachments: [{ fileName: `${w.wo_number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  return messageId ?? null;
}
