/** The temporary-password e-mail (sent through SES; the twin's SES inbox shows it). */
import { isGeneratedEmail } from '#shared/users/rules.js';
import { sendEmail, tenantWebUrl } from '#lib/mail.js';
import type { Tenant } from '#functions/tenancy/index.js';

export interface PasswordMailInput {
  tenant: Tenant;
  user: { username: string; email: string; firstname: string; lastname: string };
  temporaryPassword: string;
  /** Whoever created the user or asked for the resend. */
  requester: { email: string; firstname: string; lastname: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends the sign-in details. An operator whose e-mail was generated has no mailbox, so the
 * details go to the person who created them (or asked for the resend), who hands them over.
 */
export async function sendTemporaryPassword(input: PasswordMailInput): Promise<string> {
  const { tenant, user, temporaryPassword, requester } = input;
  const forSomeoneElse = isGeneratedEmail(user.email);
  const recipient = forSomeoneElse ? requester.email : user.email;
  const signInUrl = `${tenantWebUrl(tenant.company_code)}/login`;
  const fullName = `${user.firstname} ${user.lastname}`;
  const greeting = forSomeoneElse
    ? `Hello ${requester.firstname}, here are the sign-in details of ${fullName}. Please hand them over.`
    : `Hello ${user.firstname}, an account was created for you.`;
  const lines = [
    greeting,
    '',
    `Username: ${user.username}`,
    `Temporary password: ${temporaryPassword}`,
    '',
    `Sign in at ${signInUrl}. At the first sign-in you will be asked to set a new password.`,
  ];
  await sendEmail({
    tenant: tenant.company_code,
    to: [recipient],
    subject: forSomeoneElse
      ? `${tenant.name}: sign-in details for ${fullName}`
      : `${tenant.name}: your temporary password`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  });
  return recipient;
}
