/**
 * The asset maintenance record rendered as a PDF with pdfkit (loaded here, on first use, in the
 * reports documents Lambda only): a header, the asset's details with its current meter, then
 * tables of open issues, the PM plan with next due, the completion log and recent inspections.
 * Tables break across pages with their header repeated; every page carries 'Page n of m'.
 * Dates as the screens show them (MM-DD-YYYY, times in the site's timezone).
 */
import { latenessText as lateness, meterText as meter } from '#shared/pm/completion-log.js';
import { formatSiteDate, formatSiteDateTime } from '#shared/dates.js';
import { displayDay, dueText, scheduleText } from '#shared/pm/schedule-text.js';
import { MaintenanceRecordTexts as T } from '#shared/reports/messages.js';
import { formatTaskTime } from '#shared/tasks/rules.js';
import type { MaintenanceRecord } from './maintenance-record.js';

type Pdf = PDFKit.PDFDocument;
interface Column {
  header: string;
  /** Share of the table's width. */
  width: number;
}

const MARGIN = 40;
const BODY = 8.5;
const GREY = '#555555';
const RULE = '#cccccc';
const HEAD_FILL = '#eef2f6';
const PAD = 3;

function section(doc: Pdf, title: string) {
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black');
  doc.text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function note(doc: Pdf, text: string) {
  doc.font('Helvetica-Oblique').fontSize(BODY).fillColor(GREY).text(text, MARGIN, doc.y);
}

/** A table whose rows grow to their tallest cell; a row that does not fit starts a page (header again). */
function table(doc: Pdf, columns: Column[], rows: string[][]) {
  const width = doc.page.width - 2 * MARGIN;
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * width);
  const bottom = () => doc.page.height - MARGIN - 20;
  const drawRow = (cells: string[], head: boolean) => {
    doc.font(head ? 'Helvetica-Bold' : 'Helvetica').fontSize(BODY);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i] - 2 * PAD }))) +
      2 * PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!head)
        drawRow(
          columns.map((c) => c.header),
          true,
        );
      doc.font('Helvetica').fontSize(BODY);
    }
    const top = doc.y;
    if (head) doc.rect(MARGIN, top, width, height).fill(HEAD_FILL);
    doc.fillColor(head ? 'black' : '#111111');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell || ' ', x + PAD, top + PAD, { width: widths[i] - 2 * PAD });
      x += widths[i];
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
}

function details(doc: Pdf, pairs: [string, string][]) {
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2;
  const label = 95;
  for (let i = 0; i < pairs.length; i += 2) {
    const top = doc.y;
    let lowest = top;
    pairs.slice(i, i + 2).forEach(([name, value], k) => {
      const x = MARGIN + k * half;
      doc
        .font('Helvetica-Bold')
        .fontSize(BODY + 0.5)
        .fillColor(GREY)
        .text(name, x, top, { width: label });
      doc
        .font('Helvetica')
        .fillColor('black')
        .text(value || '-', x + label, top, { width: half - label - 10 });
      lowest = Math.max(lowest, doc.y);
    });
    doc.y = lowest + 2;
  }
  doc.x = MARGIN;
}

export async function renderMaintenanceRecordPdf(r: MaintenanceRecord): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    pdfVersion: '1.4',
    info: { Title: `${T.title}: ${r.asset.name} (${r.asset.internal_asset_id})`, Author: r.tenant_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const tz = r.timezone;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(T.title);
  doc.font('Helvetica').fontSize(13).text(`${r.asset.name} (${r.asset.internal_asset_id})`);
  doc
    .fontSize(BODY + 0.5)
    .fillColor(GREY)
    .text(
      `${r.company_name} · ${r.site_name} · generated ${formatSiteDateTime(r.generated_at, tz)} (site time) · ${r.tenant_name}`,
    );
  doc
    .moveTo(MARGIN, doc.y + 6)
    .lineTo(doc.page.width - MARGIN, doc.y + 6)
    .lineWidth(1)
    .strokeColor('#333333')
    .stroke();
  doc.y += 8;

  section(doc, T.details);
  const a = r.asset;
  details(doc, [
    ['Internal ID', a.internal_asset_id],
    ['Name', a.name],
    ['Type', a.asset_type],
    ['Product', a.product_name],
    ['Model', a.model_name],
    ['Model year', a.model_year],
    ['Serial number', a.asset_serial_number],
    ['Current stage', a.current_stage],
    ['Site', r.site_name],
    ['Parent', a.parent_internal_asset_id ?? ''],
    [
      'Current meter',
      r.meter_hours === null
        ? '-'
        : `${meter(r.meter_hours)}${r.meter_read_at ? ` (read ${formatSiteDate(r.meter_read_at, tz)})` : ''}`,
    ],
    ['PM plan', r.plan_name],
  ]);

  section(doc, `${T.openIssues} (${r.open_issues.length})`);
  if (!r.open_issues.length) note(doc, T.noOpenIssues);
  else
    table(
      doc,
      [
        { header: 'Opened', width: 14 },
        { header: 'Issue', width: 56 },
        { header: 'Priority', width: 15 },
        { header: 'Status', width: 15 },
      ],
      r.open_issues.map((i) => [formatSiteDate(i.created_at, tz), i.title, i.priority, i.status]),
    );

  section(doc, `${T.pmPlan}: ${r.plan_name} (${r.pms.length})`);
  if (!r.pms.length) note(doc, T.noPms);
  else
    table(
      doc,
      [
        { header: 'PM', width: 26 },
        { header: 'Schedule', width: 34 },
        { header: 'Next due', width: 20 },
        { header: 'State', width: 20 },
      ],
      r.pms.map((pm) => {
        const open = pm.active_PMTrigger;
        return [
          pm.title,
          scheduleText(pm),
          open ? dueText(open, pm.pm_trigger_by) : '-',
          open ? [open.asset_pm_status_name, open.due_in].filter(Boolean).join(' · ') : 'Completed',
        ];
      }),
    );

  section(doc, `${T.completionLog} (${r.log.length})`);
  if (!r.log.length) note(doc, T.noCompletions);
  else
    table(
      doc,
      [
        { header: 'Completed On', width: 11 },
        { header: 'PM', width: 16 },
        { header: 'By', width: 12 },
        { header: 'On Time', width: 13 },
        { header: 'Reading', width: 10 },
        { header: 'Time Spent', width: 9 },
        { header: 'Comment', width: 20 },
        { header: 'Work Order', width: 9 },
      ],
      r.log.map((c) => [
        displayDay(c.completed_on),
        c.title,
        c.completed_by_name || '-',
        lateness(c),
        meter(c.completed_at_meter_hours),
        formatTaskTime(c.completed_in_hours, c.completed_in_minutes),
        [c.comments, ...c.attachments.map((f) => `[${f.user_uploaded_name}]`)].filter(Boolean).join(' ') ||
          '-',
        c.wo_number ?? '-',
      ]),
    );

  section(doc, `${T.recentInspections} (${r.inspections.length})`);
  if (!r.inspections.length) note(doc, T.noInspections);
  else
    table(
      doc,
      [
        { header: 'Date', width: 22 },
        { header: 'Form', width: 30 },
        { header: 'Operator', width: 20 },
        { header: 'Status', width: 14 },
        { header: 'Meter', width: 14 },
      ],
      r.inspections.map((i) => [
        formatSiteDateTime(i.at, tz),
        i.form_name || '-',
        i.operator || '-',
        i.status,
        meter(i.meter_hours),
      ]),
    );

  const pages = doc.bufferedPageRange();
  for (let p = 0; p < pages.count; p++) {
    doc.switchToPage(pages.start + p);
    // Writing inside the bottom margin would start a page; lift it for the footer line.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(
        `${r.asset.name} (${r.asset.internal_asset_id}) · Page ${p + 1} of ${pages.count}`,
        MARGIN,
        doc.page.height - MARGIN + 10,
        { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
