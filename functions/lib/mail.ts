/** E-mail through SES v2 (the SES emulator locally, whose inbox shows what was sent). */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { getSes } from './aws.js';
import { config } from './config.js';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export async function sendEmail(mail: Mail): Promise<string | undefined> {
  const result = await getSes().send(
    new SendEmailCommand({
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
    }),
  );
  return result.MessageId;
}

/** The web address of a tenant (its branded subdomain). */
export const tenantWebUrl = (tenant: string) => config.webUrlTemplate.replace('{tenant}', tenant);
