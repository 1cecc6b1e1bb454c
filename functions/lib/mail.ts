/**
 * E-mail through SES v2 SendEmail (the SES emulator locally, whose inbox shows what was sent).
 *
 * The call is one signed JSON POST, made with the SigV4 signer every AWS client already bundles,
 * rather than through @aws-sdk/client-sesv2: that client alone would add about 60 KB to each
 * Lambda that sends mail (the users bundle would miss its 500 KB budget).
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from './config.js';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256 (or HMAC-SHA-256 with a secret) in the shape the signer asks for. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function credentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials are missing from the environment');
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN };
}

const sesEndpoint = () => new URL(process.env.AWS_ENDPOINT_URL_SESV2 ?? `https://email.${config.region}.amazonaws.com`);

export async function sendEmail(mail: Mail): Promise<string | undefined> {
  const endpoint = sesEndpoint();
  const body = JSON.stringify({
    FromEmailAddress: config.sesSender,
    Destination: { ToAddresses: mail.to },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: mail.text, Charset: 'UTF-8' },
          ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
        },
      },
    },
  });
  const path = `${endpoint.pathname.replace(/\/$/, '')}/v2/email/outbound-emails`;
  const signer = new SignatureV4({ service: 'ses', region: config.region, credentials: credentials(), sha256: NodeSha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path,
    headers: { host: endpoint.host, 'content-type': 'application/json' },
    body,
  });
  const response = await fetch(new URL(path, endpoint), {
    method: 'POST',
    headers: signed.headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { MessageId?: string; message?: string };
  if (!response.ok) throw new Error(`SES SendEmail failed with ${response.status}: ${answer.message ?? 'no message'}`);
  return answer.MessageId;
}

/** The web address of a tenant (its branded subdomain). */
export const tenantWebUrl = (tenant: string) => config.webUrlTemplate.replace('{tenant}', tenant);
