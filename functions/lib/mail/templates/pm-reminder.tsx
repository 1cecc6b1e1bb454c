/**
 * The PM reminder e-mail (issue 10 item 5; spec maintenance 4): first, second, on due or overdue,
 * naming the asset and the PM, its due date in the site's timezone and/or its due meter hours,
 * with a link to the PM list, in the recipient's language and the tenant's branding. The PM
 * trigger helper calls `renderPmReminderEmail` and sends the result with lib/mail.ts's sendEmail.
 */
import { formatSiteDate } from '#shared/dates.js';
import { languageOf, MAIL_TEXTS, type ReminderMailKind } from '#shared/pm-notifications/mail-texts.js';
import { Facts, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface PmReminderEmailInput {
  brand: MailBrand;
  /** The recipient's prefer_language_id (1 English, 2 Spanish; others read English). */
  preferLanguageId: number | null | undefined;
  recipientName: string;
  kind: ReminderMailKind;
  assetName: string;
  /** The asset's internal id, shown beside its name when given. */
  internalAssetId?: string | null;
  pmTitle: string;
  /** When the PM comes due (time-based triggers): ISO time or epoch ms. */
  dueAt?: string | number | Date | null;
  /** The meter reading at which it comes due (meter-based triggers). */
  dueMeterHours?: number | null;
  /** The PM's due-in words when the mail was raised ('Overdue by 10 MHrs'), as the PM list shows them. */
  dueIn?: string | null;
  /** The asset's current reading, when known. */
  currentMeterHours?: number | null;
  /** The site's IANA timezone: the due date is shown as that day there. */
  siteTimeZone: string;
  /** Path or URL of the PM list (default /preventative-maintenance-list under brand.webUrl). */
  pmListUrl?: string;
}

export function PmReminderEmail(input: PmReminderEmailInput) {
  const language = languageOf(input.preferLanguageId);
  const t = MAIL_TEXTS[language];
  const asset = input.internalAssetId ? `${input.assetName} (${input.internalAssetId})` : input.assetName;
  const rows: [string, string][] = [
    [t.reminder.asset, asset],
    [t.reminder.pm, input.pmTitle],
  ];
  if (input.dueAt !== undefined && input.dueAt !== null)
    rows.push([
      t.reminder.dueDate,
      `${formatSiteDate(input.dueAt, input.siteTimeZone)} ${t.reminder.timeZone(input.siteTimeZone)}`,
    ]);
  if (typeof input.dueMeterHours === 'number')
    rows.push([t.reminder.dueMeterHours, t.reminder.meterHours(input.dueMeterHours)]);
  if (typeof input.currentMeterHours === 'number')
    rows.push([t.reminder.currentMeterHours, t.reminder.meterHours(input.currentMeterHours)]);
  if (input.dueIn) rows.push([t.reminder.status, input.dueIn]);
  const intro = t.reminder.intro[input.kind](input.pmTitle, asset, input.dueIn ?? undefined);
  return (
    <Layout
      brand={input.brand}
      language={language}
      preview={intro}
      heading={t.reminder.subject[input.kind](input.pmTitle, input.assetName)}
      greeting={t.hello(input.recipientName)}
      button={{ label: t.reminder.button, href: input.pmListUrl ?? '/preventative-maintenance-list' }}
      hint={t.settingsHint}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{intro}</Paragraph>
      <Facts rows={rows} />
    </Layout>
  );
}

/** Subject, HTML and plain text of a PM reminder. */
export function renderPmReminderEmail(input: PmReminderEmailInput): Promise<RenderedMail> {
  const t = MAIL_TEXTS[languageOf(input.preferLanguageId)];
  return renderMail(
    input.brand,
    t.reminder.subject[input.kind](input.pmTitle, input.assetName),
    <PmReminderEmail {...input} />,
  );
}
