/**
 * The users' side in the tenant's identity pool (Cognito): create with a temporary password,
 * delete (to undo a create), enable/disable sign-in, new temporary password, names.
 */
import { randomInt } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Messages } from '#shared/messages.js';
import { getCognito } from '#lib/aws.js';
import { badRequest, conflict } from '#lib/errors.js';
import type { Tenant } from '#functions/tenancy/index.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@#$%&*!?';

/** A temporary password meeting the pool policy (spec 5, 9): 12 characters with each kind. */
export function generateTemporaryPassword(length = 12): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [LOWER, UPPER, DIGITS, SPECIAL].map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export interface NewIdentity {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  temporaryPassword: string;
}

/** Creates the pool user (no Cognito message: our own e-mail carries the password) and returns its `sub`. */
export async function createIdentity(tenant: Tenant, identity: NewIdentity): Promise<string> {
  try {
    const { User } = await getCognito().send(
      new AdminCreateUserCommand({
        UserPoolId: tenant.user_pool_id,
        Username: identity.username,
        TemporaryPassword: identity.temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: identity.email },
          { Name: 'given_name', Value: identity.firstname },
          { Name: 'family_name', Value: identity.lastname },
        ],
      }),
    );
    const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!sub) throw new Error('the identity pool returned no sub');
    return sub;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'UsernameExistsException') throw conflict(Messages.usernameTaken);
    if (name === 'InvalidPasswordException') throw badRequest(Messages.passwordRule);
    throw error;
  }
}

export async function deleteIdentity(tenant: Tenant, username: string): Promise<void> {
  await getCognito().send(
    new AdminDeleteUserCommand({ UserPoolId: tenant.user_pool_id, Username: username }),
  );
}

/** Disabling also revokes the user's tokens in Cognito; the API refuses inactive users on every call anyway. */
export async function setIdentityEnabled(tenant: Tenant, username: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: tenant.user_pool_id, Username: username };
  await getCognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}

/** A new temporary password: the next sign-in asks for a new password again (/setpassword). */
export async function resetTemporaryPassword(
  tenant: Tenant,
  username: string,
  password: string,
): Promise<void> {
  await getCognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: tenant.user_pool_id,
      Username: username,
      Password: password,
      Permanent: false,
    }),
  );
}

export async function updateIdentityNames(
  tenant: Tenant,
  username: string,
  firstname: string,
  lastname: string,
): Promise<void> {
  await getCognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: tenant.user_pool_id,
      Username: username,
      UserAttributes: [
        { Name: 'given_name', Value: firstname },
        { Name: 'family_name', Value: lastname },
      ],
    }),
  );
}
