/**
 * E-mail through SES v2 SendEmail (the SES emulator locally, whose inbox shows what was sent):
 * a simple message (subject, text and optional HTML body, optional file attachments and inline
 * images; SES builds the MIME).
 *
 * Every mail belongs to a tenant: it is tagged with it (SES hands the tag back with a bounce or
 * complaint, which suppresses the address in that tenant: functions/mail-events/), and a recipient
 * the tenant's suppression list holds is left out (lib/mail-suppression.ts); a mail left with no
 * recipient is not sent.
 *
 * The client is created once per process, like the clients in aws.ts; its endpoint comes from the
 * SDK's standard AWS_ENDPOINT_URL_SESV2 variable, which the twin points at the emulator.
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config.js';
import { getSuppression } from './mail-suppression.js';
import { logger } from './logger.js';
import { countBusinessEvent } from './metrics.js';

/** The SES client's module loads with the first mail (most requests send none). */
const sesModule = () => import('@aws-sdk/client-sesv2');

/** A file sent with a mail (SES's Simple content Attachments): the SDK base64-encodes the bytes. */
export interface MailAttachment {
  fileName: string;
  /** MIME type, e.g. application/pdf. */
  contentType: string;
  content: Uint8Array;
  /** An inline image the HTML shows by `cid:` + contentId (the tenant's logo: lib/mail/brand.ts). */
  contentId?: string;
}

export interface Mail {
  /** The tenant the mail is sent for (its suppression list applies; SES tags the mail with it). */
  tenant: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A hung SES call fails the request instead of holding it until the Lambda times out. */
const REQUEST_TIMEOUT_MS = 10_000;

let ses: { client: SESv2Client; endpoint: string | undefined } | undefined;

/**
 * The SDK reads AWS_ENDPOINT_URL_SESV2 once, on a client's first call. In Lambda it never changes;
 * the twin and the tests re-point it (a transport fault test aims it at a closed port), so a
 * changed value gets a new client rather than a stale endpoint.
 */
export async function getSes(): Promise<SESv2Client> {
  const endpoint = process.env.AWS_ENDPOINT_URL_SESV2;
  if (!ses || ses.endpoint !== endpoint) {
    const { SESv2Client } = await sesModule();
    ses?.client.destroy();
    ses = {
      client: new SESv2Client({
        region: config.region,
        requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS },
      }),
      endpoint,
    };
  }
  return ses.client;
}

/** The recipients the tenant has not suppressed (one read per recipient; a mail has one or a few). */
async function deliverable(tenant: string, to: string[]): Promise<string[]> {
  const suppressed = await Promise.all(to.map((address) => getSuppression(tenant, address)));
  const left = to.filter((_, n) => !suppressed[n]);
  if (left.length < to.length) {
    logger.info('mail: suppressed recipients left out', { tenant, suppressed: to.length - left.length });
    await countBusinessEvent('EmailsSuppressed', tenant, to.length - left.length);
  }
  return left;
}

/** SES tag values: letters, digits, _ - . @ only (tenant codes are subdomain labels, which fit). */
const tagValue = (value: string) => value.replace(/[^\w.@-]/g, '_');

/**
 * Sends one message from the configured sender to the recipients the tenant has not suppressed;
 * answers SES's MessageId, or undefined when every recipient is suppressed (nothing is sent).
 */
export async function sendEmail(mail: Mail): Promise<string | undefined> {
  const charset = 'UTF-8';
  const to = await deliverable(mail.tenant, mail.to);
  if (!to.length) return undefined;
  const [client, { SendEmailCommand }] = await Promise.all([getSes(), sesModule()]);
  const answer = await client.send(
    new SendEmailCommand({
      FromEmailAddress: config.sesSender,
      Destination: { ToAddresses: to },
      ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
      EmailTags: [{ Name: 'tenant', Value: tagValue(mail.tenant) }],
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: charset },
          Body: {
            Text: { Data: mail.text, Charset: charset },
            ...(mail.html ? { Html: { Data: mail.html, Charset: charset } } : {}),
          },
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((a) => ({
                  FileName: a.fileName,
                  ContentType: a.contentType,
                  ...(a.contentId
                    ? { ContentDisposition: 'INLINE' as const, ContentId: a.contentId }
                    : { ContentDisposition: 'ATTACHMENT' as const }),
                  RawContent: a.content,
                })),
              }
            : {}),
        },
      },
    }),
  );
  await countBusinessEvent('EmailsSent', mail.tenant, to.length);
  return answer.MessageId;
}

/** The web address of a tenant (its branded subdomain). */
export { tenantWebUrl } from './config.js';
