/**
 * The work order assignment e-mail (issue 22 item 5): sent to each person newly assigned to a work
 * order, naming the work order, its asset, priority, due date and tasks, with a link to the
 * tenant's app, in the recipient's language (shared/workorders/mail-texts.ts) and the tenant's
 * branding. functions/workorders/operations/assignees.ts renders it and sends it with lib/mail.ts's sendEmail.
 */
import { languageOf } from '#shared/pm-notifications/mail-texts.js';
import { ASSIGNMENT_TEXTS } from '#shared/workorders/mail-texts.js';
import { Facts, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface WorkOrderAssignedEmailInput {
  brand: MailBrand;
  /** The recipient's prefer_language_id (1 English, 2 Spanish; others read English). */
  preferLanguageId: number | null | undefined;
  recipientName: string;
  assignedBy: string;
  woNumber: string;
  title: string;
  assetName: string;
  priorityName: string;
  /** yyyy-mm-dd, shown as written (a due day, no time zone); absent when none. */
  dueDate?: string | null;
  taskTitles: string[];
  /** Path or URL the button opens (default the tenant's app root). */
  openUrl?: string;
}

export function WorkOrderAssignedEmail(input: WorkOrderAssignedEmailInput) {
  const language = languageOf(input.preferLanguageId);
  const t = ASSIGNMENT_TEXTS[language];
  const rows: [string, string][] = [
    [t.workOrder, `${input.woNumber} ${input.title}`],
    [t.asset, input.assetName],
    [t.priority, input.priorityName],
  ];
  if (input.dueDate) rows.push([t.dueDate, input.dueDate]);
  if (input.taskTitles.length) rows.push([t.tasks, input.taskTitles.join(', ')]);
  const message = t.message(input.woNumber, input.title, input.assetName, input.assignedBy);
  return (
    <Layout
      brand={input.brand}
      language={language}
      preview={message}
      heading={t.heading(input.woNumber, input.title)}
      greeting={t.hello(input.recipientName)}
      button={{ label: t.button, href: input.openUrl ?? '/' }}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{message}</Paragraph>
      <Facts rows={rows} />
    </Layout>
  );
}

/** Subject, HTML and plain text of an assignment e-mail. */
export function renderWorkOrderAssignedEmail(input: WorkOrderAssignedEmailInput): Promise<RenderedMail> {
  const t = ASSIGNMENT_TEXTS[languageOf(input.preferLanguageId)];
  return renderMail(
    input.brand,
    t.heading(input.woNumber, input.title),
    <WorkOrderAssignedEmail {...input} />,
  );
}
