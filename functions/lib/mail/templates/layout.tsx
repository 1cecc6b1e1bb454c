/**
 * The frame every notification e-mail shares: the tenant's brand bar (its colour, name and a raster
 * logo), a heading, the body, a button and a footer. React Email components render to table-based
 * HTML with inline styles, what Outlook and Gmail show; `renderMail` adds the plain-text part.
 * SVG logos are left out (Gmail and Outlook do not show SVG): the brand's name stands in. An uploaded
 * logo is shown from the mail itself (`cid:`), the deployment's by its link.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import type { MailLanguage } from '#shared/pm-notifications/mail-texts.js';
import type { MailAttachment } from '../../mail.js';

/** A tenant's branding as the e-mails show it (the caller maps the tenant record to it). */
export interface MailBrand {
  /** Tenant display name. */
  name: string;
  /** CSS colour of the brand bar and button; the product's blue when absent. */
  color?: string | null;
  /** Absolute URL of the logo, or a path under `webUrl`. */
  logoUrl?: string | null;
  /** The uploaded logo, sent inside the mail and shown by `cid:` (lib/mail/brand.ts mailBrandOf). */
  inlineLogo?: MailAttachment | null;
  /** The tenant's web address (https://{tenant}.{domain}), the base of every link. */
  webUrl: string;
}

export const DEFAULT_MAIL_COLOR = '#0972d3';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Inline images the HTML shows (the uploaded logo), to send with it. */
  attachments: MailAttachment[];
}

const absolute = (brand: MailBrand, url: string) =>
  /^https?:\/\//.test(url) ? url : `${brand.webUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;

export interface LayoutProps {
  brand: MailBrand;
  language: MailLanguage;
  preview: string;
  heading: string;
  greeting: string;
  button?: { label: string; href: string };
  footer: string;
  hint?: string;
  children: ReactNode;
}

const styles = {
  body: {
    backgroundColor: '#f2f3f3',
    fontFamily: 'Arial, Helvetica, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    margin: '0 auto',
    borderRadius: '6px',
    overflow: 'hidden' as const,
  },
  bar: (color: string) => ({ backgroundColor: color, padding: '16px 24px' }),
  brandName: { color: '#ffffff', fontSize: '18px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 24px 24px' },
  heading: { fontSize: '20px', color: '#16191f', margin: '16px 0 8px' },
  text: { fontSize: '14px', lineHeight: '22px', color: '#16191f' },
  button: (color: string) => ({
    backgroundColor: color,
    color: '#ffffff',
    borderRadius: '4px',
    padding: '10px 18px',
    fontSize: '14px',
    fontWeight: 700,
    textDecoration: 'none',
  }),
  footer: { fontSize: '12px', color: '#5f6b7a', padding: '0 24px 16px' },
};

export function Layout({
  brand,
  language,
  preview,
  heading,
  greeting,
  button,
  footer,
  hint,
  children,
}: LayoutProps) {
  const color = brand.color || DEFAULT_MAIL_COLOR;
  const inline = brand.inlineLogo?.contentId && brand.inlineLogo.contentType !== 'image/svg+xml';
  const linked = brand.logoUrl && !/\.svg(\?|$)/i.test(brand.logoUrl) ? absolute(brand, brand.logoUrl) : null;
  const logo = inline ? `cid:${brand.inlineLogo!.contentId}` : linked;
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.bar(color)}>
            {logo ? (
              <Img src={logo} alt={brand.name} height="32" />
            ) : (
              <Text style={styles.brandName}>{brand.name}</Text>
            )}
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            <Text style={styles.text}>{greeting}</Text>
            {children}
            {button && (
              <Section style={{ padding: '8px 0 0' }}>
                <Button href={absolute(brand, button.href)} style={styles.button(color)}>
                  {button.label}
                </Button>
              </Section>
            )}
          </Section>
          <Hr />
          {hint && <Text style={styles.footer}>{hint}</Text>}
          <Text style={styles.footer}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A two-column fact table (label, value), as plain rows that survive every client. */
export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td
              style={{
                ...styles.text,
                color: '#5f6b7a',
                padding: '4px 12px 4px 0',
                width: '40%',
                verticalAlign: 'top',
              }}
            >
              {label}
            </td>
            <td style={{ ...styles.text, padding: '4px 0', fontWeight: 700 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A small data table with a header row. */
export function DataTable({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  const cell = {
    ...styles.text,
    padding: '6px 8px',
    borderBottom: '1px solid #e9ebed',
    textAlign: 'left' as const,
  };
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' }}
    >
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, color: '#5f6b7a', fontSize: '12px' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) => (
              <td key={j} style={cell}>
                {String(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** HTML and the plain-text part of one e-mail. */
export async function renderMail(
  brand: MailBrand,
  subject: string,
  element: ReactElement,
): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text, attachments: inlineImagesOf(brand, html) };
}

/** The inline logo travels with a mail whose HTML shows it. */
export function inlineImagesOf(brand: MailBrand, html: string): MailAttachment[] {
  const cid = brand.inlineLogo?.contentId;
  return cid && html.includes(`cid:${cid}`) ? [brand.inlineLogo!] : [];
}
