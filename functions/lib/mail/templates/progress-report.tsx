/** The executive's progress report (spec maintenance 4: 22 daily, 23 weekly): per site, inspections submitted, accepted and waiting in the period, and overdue PMs. */
import { languageOf, MAIL_TEXTS } from '#shared/pm-notifications/mail-texts.js';
import { DataTable, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface ProgressSiteRow {
  siteName: string;
  submitted: number;
  accepted: number;
  pending: number;
  /** Null on sites without PM. */
  overduePms: number | null;
}

export interface ProgressReportEmailInput {
  brand: MailBrand;
  preferLanguageId: number | null | undefined;
  recipientName: string;
  daily: boolean;
  /** The period as shown ('11-23-2026' or '11-16-2026 - 11-22-2026'). */
  period: string;
  sites: ProgressSiteRow[];
}

export function renderProgressReportEmail(input: ProgressReportEmailInput): Promise<RenderedMail> {
  const language = languageOf(input.preferLanguageId);
  const t = MAIL_TEXTS[language];
  const p = t.progress;
  return renderMail(
    input.brand,
    p.subject(input.daily, input.period),
    <Layout
      brand={input.brand}
      language={language}
      preview={p.intro(input.daily, input.period)}
      heading={p.subject(input.daily, input.period)}
      greeting={t.hello(input.recipientName)}
      button={{ label: p.button, href: '/quickinsights' }}
      hint={t.settingsHint}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{p.intro(input.daily, input.period)}</Paragraph>
      <DataTable
        head={[p.site, p.submitted, p.accepted, p.pending, p.overduePms]}
        rows={input.sites.map((s) => [s.siteName, s.submitted, s.accepted, s.pending, s.overduePms ?? '-'])}
      />
    </Layout>,
  );
}
