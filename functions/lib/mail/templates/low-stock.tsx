/**
 * The low-stock e-mail (issue 25 item 4): sent once per crossing to the managers of the site whose
 * stock of a part fell to or below its minimum, naming the part, the site, the quantity and the
 * minimum, with a button to the part's page, in the recipient's language and the tenant's
 * branding. functions/parts/low-stock-mail.ts renders it and sends it with lib/mail.ts's sendEmail.
 */
import { languageOf } from '#shared/pm-notifications/mail-texts.js';
import { LOW_STOCK_TEXTS } from '#shared/parts/mail-texts.js';
import { Facts, Layout, Paragraph, renderMail, type MailBrand, type RenderedMail } from './layout.js';

export interface LowStockEmailInput {
  brand: MailBrand;
  preferLanguageId: number | null | undefined;
  recipientName: string;
  partNumber: string;
  partName: string;
  unit: string;
  siteName: string;
  onHand: number;
  minimum: number;
  /** Path or URL of the part's page. */
  openUrl: string;
}

export function LowStockEmail(input: LowStockEmailInput) {
  const language = languageOf(input.preferLanguageId);
  const t = LOW_STOCK_TEXTS[language];
  const intro = t.intro(input.partNumber, input.partName, input.siteName);
  return (
    <Layout
      brand={input.brand}
      language={language}
      preview={intro}
      heading={t.subject(input.partNumber, input.partName, input.siteName)}
      greeting={t.hello(input.recipientName)}
      button={{ label: t.button, href: input.openUrl }}
      footer={t.footer(input.brand.name)}
    >
      <Paragraph>{intro}</Paragraph>
      <Facts
        rows={[
          [t.part, `${input.partNumber} ${input.partName}`],
          [t.site, input.siteName],
          [t.onHand, `${input.onHand} ${input.unit}`],
          [t.minimum, `${input.minimum} ${input.unit}`],
        ]}
      />
    </Layout>
  );
}

/** Subject, HTML and plain text of a low-stock e-mail. */
export function renderLowStockEmail(input: LowStockEmailInput): Promise<RenderedMail> {
  const t = LOW_STOCK_TEXTS[languageOf(input.preferLanguageId)];
  return renderMail(
    input.brand,
    t.subject(input.partNumber, input.partName, input.siteName),
    <LowStockEmail {...input} />,
  );
}
