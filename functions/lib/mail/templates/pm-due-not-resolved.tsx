/** The executive's PM-due-not-resolved e-mail (spec maintenance 3, 4): the PMs past due and still open at their sites. */
import { formatSiteDate } from '#shared/dates.js';
import { languageOf, MAIL_TEXTS } from '#shared/pm-notifications/mail-texts.js';
import { DataTable, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface PmDueRow {
  assetName: string;
  pmTitle: string;
  siteName: string;
  siteTimeZone: string;
  /** ISO time it came due, or null for a meter-only PM (then `dueMeterHours`). */
  dueAt: string | null;
  dueMeterHours: number | null;
}

export interface PmDueNotResolvedEmailInput {
  brand: MailBrand;
  preferLanguageId: number | null | undefined;
  recipientName: string;
  rows: PmDueRow[];
}

const SHOWN = 50;

export function renderPmDueNotResolvedEmail(input: PmDueNotResolvedEmailInput): Promise<RenderedMail> {
  const language = languageOf(input.preferLanguageId);
  const t = MAIL_TEXTS[language];
  const d = t.pmDue;
  const count = input.rows.length;
  const since = (r: PmDueRow) =>
    r.dueAt
      ? formatSiteDate(r.dueAt, r.siteTimeZone)
      : r.dueMeterHours !== null
        ? t.reminder.meterHours(r.dueMeterHours)
        : '-';
  return renderMail(
    input.brand,
    d.subject(count),
    <Layout
      brand={input.brand}
      language={language}
      preview={d.intro(count)}
      heading={d.subject(count)}
      greeting={t.hello(input.recipientName)}
      button={{ label: d.button, href: '/preventative-maintenance-list' }}
      hint={d.disabledHint}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{d.intro(count)}</Paragraph>
      <DataTable
        head={[d.asset, d.pm, d.site, d.dueSince]}
        rows={input.rows.slice(0, SHOWN).map((r) => [r.assetName, r.pmTitle, r.siteName, since(r)])}
      />
    </Layout>,
  );
}
