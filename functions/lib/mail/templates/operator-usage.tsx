/** The manager's operator usage report (spec maintenance 2.6): per operator, the inspections submitted on the reported day at the manager's sites. */
import { languageOf, MAIL_TEXTS } from '#shared/pm-notifications/mail-texts.js';
import { DataTable, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface OperatorUsageRow {
  operatorName: string;
  inspections: number;
  assets: number;
  pending: number;
}

export interface OperatorUsageEmailInput {
  brand: MailBrand;
  preferLanguageId: number | null | undefined;
  recipientName: string;
  /** The reported day, as shown (MM-DD-YYYY). */
  day: string;
  rows: OperatorUsageRow[];
}

export function renderOperatorUsageEmail(input: OperatorUsageEmailInput): Promise<RenderedMail> {
  const language = languageOf(input.preferLanguageId);
  const t = MAIL_TEXTS[language];
  const u = t.operatorUsage;
  return renderMail(
    input.brand,
    u.subject(input.day),
    <Layout
      brand={input.brand}
      language={language}
      preview={u.intro(input.day)}
      heading={u.subject(input.day)}
      greeting={t.hello(input.recipientName)}
      button={{ label: u.button, href: '/inspections' }}
      hint={t.settingsHint}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{input.rows.length ? u.intro(input.day) : u.none}</Paragraph>
      {input.rows.length > 0 && (
        <DataTable
          head={[u.operator, u.inspections, u.assets, u.pending]}
          rows={input.rows.map((r) => [r.operatorName, r.inspections, r.assets, r.pending])}
        />
      )}
    </Layout>,
  );
}
