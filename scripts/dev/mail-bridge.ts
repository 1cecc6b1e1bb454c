/**
 * cognito-local prints confirmation codes (forgot password) instead of mailing them; the twin
 * mails them through the SES emulator so they show in its inbox, as Cognito's e-mails would.
 */
import { sendEmail } from '#lib/mail.js';
import type { CodeDelivery } from './emulators.js';

export async function forwardCodeMail(delivery: CodeDelivery) {
  try {
    await sendEmail({
      // Cognito's own mails (verification codes) in the cloud: no tenant's suppression list applies.
      tenant: '_cognito',
      to: [delivery.destination.includes('@') ? delivery.destination : delivery.username],
      subject: 'Your AssetCare verification code',
      text: `Your verification code is ${delivery.code}`,
      html: `<p>Your verification code is <strong>${delivery.code}</strong></p>`,
    });
  } catch (error) {
    process.stderr.write(`could not forward the verification code e-mail: ${String(error)}\n`);
  }
}
