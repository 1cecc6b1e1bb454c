/**
 * E-mail through SES v2 SendEmail (the SES emulator locally, whose inbox shows what was sent):
 * a simple message (subject, text and optional HTML body, optional file attachments; SES builds
 * the MIME).
 *
 * The client is created once per process, like the clients in aws.ts; its endpoint comes from the
 * SDK's standard AWS_ENDPOINT_URL_SESV2 variable, which the twin points at the emulator.
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config.js';

/** The SES client's module loads with the first mail (most requests send none). */
const sesModule = () => import('@aws-sdk/client-sesv2');

/** A file sent with a mail (SES's Simple content Attachments): the SDK base64-encodes the bytes. */
export interface MailAttachment {
  fileName: string;
  /** MIME type, e.g. application/pdf. */
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
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

/** Sends one message from the configured sender; answers SES's MessageId. */
export async function sendEmail(mail: Mail): Promise<string | undefined> {
  const charset = 'UTF-8';
  const [client, { SendEmailCommand }] = await Promise.all([getSes(), sesModule()]);
  const answer = await client.send(
    new SendEmailCommand({
      FromEmailAddress: config.sesSender,
      Destination: { ToAddresses: mail.to },
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
                  ContentDisposition: 'ATTACHMENT' as const,
                  RawContent: a.content,
                })),
              }
            : {}),
        },
      },
    }),
  );
  return answer.MessageId;
}

/** The web address of a tenant (its branded subdomain). */
export { tenantWebUrl } from './config.js';
