/**
 * Sign-in rules (spec 8 'Username or password is invalid'): what a refused sign-in or password
 * reset tells the user, so that no answer says whether a username exists. Pure functions used by
 * the sign-in screens and checked against the local identity pool in functions/session tests.
 */
import { Messages } from '../messages.js';

/**
 * The identity pool's refusals of a username and password. Cognito, with PreventUserExistenceErrors
 * on its clients (infra/tenant-pool.ts), answers NotAuthorizedException to an unknown user and a
 * wrong password alike; the local emulator (cognito-local) answers NotAuthorizedException
 * 'User not authorized' to the first and InvalidPasswordException 'Invalid password' to the second,
 * and older clients may still see UserNotFoundException.
 */
const CREDENTIAL_REFUSALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

/**
 * The failure text of a password sign-in: every credential refusal is the spec's one sentence
 * (Cognito's own 'Incorrect username or password.' is not the spec's text), anything else
 * (a network failure, the API's own refusal of a signed-in user) its own message.
 */
export function signInFailureMessage(error: unknown): string {
  if (!(error instanceof Error)) return Messages.invalidCredentials;
  if (CREDENTIAL_REFUSALS.has(error.name)) return Messages.invalidCredentials;
  return error.message || Messages.invalidCredentials;
}

/**
 * Forgot password for a username the pool does not know: Cognito with PreventUserExistenceErrors
 * answers as if a code were sent; cognito-local answers UserNotFoundException. The screen treats
 * that refusal as the sent code, so both places show 'Please check your email…' to anyone.
 */
export const isUnknownUserRefusal = (error: unknown) =>
  error instanceof Error && error.name === 'UserNotFoundException';

/**
 * Rate limits of the calls the sign-in screens make before anyone is signed in (429 with
 * Messages.tooManyRequests past them; functions/lib/rate-limit.ts). Per source address, and for the
 * resend per username too, so one mailbox cannot be flooded from many addresses. Generous for
 * people: a sign-in screen reads the pool details once per load.
 */
export const PUBLIC_RATE_LIMITS = {
  userPoolDetailsPerAddress: { limit: 300, windowSeconds: 60 },
  resendPerAddress: { limit: 20, windowSeconds: 900 },
  resendPerUsername: { limit: 3, windowSeconds: 900 },
} as const;
