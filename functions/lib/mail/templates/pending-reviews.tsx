/** The manager's pending reviews digest (spec maintenance 2.6 'pending reviews e-mail'): inspections waiting for review at their sites, oldest first. */
import { formatSiteDateTime } from '#shared/dates.js';
import { languageOf, MAIL_TEXTS } from '#shared/pm-notifications/mail-texts.js';
import { DataTable, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface PendingReviewRow {
  siteName: string;
  siteTimeZone: string;
  assetName: string;
  operatorName: string;
  /** ISO time the operator asked for the check-out. */
  requestedAt: string;
}

export interface PendingReviewsEmailInput {
  brand: MailBrand;
  preferLanguageId: number | null | undefined;
  recipientName: string;
  /** All pending inspections (the table shows the first 50; the count is of all). */
  rows: PendingReviewRow[];
}

const SHOWN = 50;

export function renderPendingReviewsEmail(input: PendingReviewsEmailInput): Promise<RenderedMail> {
  const language = languageOf(input.preferLanguageId);
  const t = MAIL_TEXTS[language];
  const p = t.pendingReviews;
  const count = input.rows.length;
  return renderMail(
    input.brand,
    p.subject(count),
    <Layout
      brand={input.brand}
      language={language}
      preview={p.intro(count)}
      heading={p.subject(count)}
      greeting={t.hello(input.recipientName)}
      button={{ label: p.button, href: '/dashboard' }}
      hint={t.settingsHint}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{count ? p.intro(count) : p.none}</Paragraph>
      {count > 0 && (
        <DataTable
          head={[p.site, p.asset, p.operator, p.requested]}
          rows={input.rows
            .slice(0, SHOWN)
            .map((r) => [
              r.siteName,
              r.assetName,
              r.operatorName,
              formatSiteDateTime(r.requestedAt, r.siteTimeZone),
            ])}
        />
      )}
    </Layout>,
  );
}
