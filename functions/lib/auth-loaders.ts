/**
 * The route chain's loaders (tenant by issuer, user, org), given at run time by the Lambda entry
 * (`provideAuthLoaders` in functions/<domain>/lambda.ts, from functions/auth-loaders.ts): lib and
 * the domains' handlers import no tenancy or users store for them, so no domain below users
 * pulls users in through its routes.
 */
import type { AuthLoaders, AuthTenant, AuthUser } from './middleware/types.js';

type AnyLoaders = AuthLoaders<AuthTenant, AuthUser, unknown>;
let provided: AnyLoaders | undefined;

/** Called once by each Lambda entry before it serves a request. */
export function provideAuthLoaders<T extends AuthTenant, U extends AuthUser, O>(
  loaders: AuthLoaders<T, U, O>,
): void {
  provided = loaders as unknown as AnyLoaders;
}

function loaders(): AnyLoaders {
  if (!provided)
    throw new Error(
      'no auth loaders: the Lambda entry gives them (provideAuthLoaders, functions/auth-loaders.ts)',
    );
  return provided;
}

/**
 * Loaders that read the provided ones at call time, typed as the domain's route sees the records
 * (the tenancy domain sees a user as `AuthUser` and its sites; the domains above users as the full record).
 */
export function providedAuthLoaders<T extends AuthTenant, U extends AuthUser, O>(): AuthLoaders<T, U, O> {
  const get = () => loaders() as unknown as AuthLoaders<T, U, O>;
  return {
    tenantByIssuer: (issuer) => get().tenantByIssuer(issuer),
    user: (tenant, uuid) => get().user(tenant, uuid),
    org: (tenant) => get().org(tenant),
    allowedSiteIds: (org, user) => get().allowedSiteIds(org, user),
  };
}
