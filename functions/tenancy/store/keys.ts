/**
 * The tenancy domain's keys. The registry is the one partition whose key does not start with a
 * tenant: it is what maps a token's issuer to a tenant in the first place.
 */
import { pad } from '#lib/db.js';

export const tenancyKeys = {
  registry: 'REGISTRY',
  tenant: (code: string) => `TENANT#${code}`,
  org: (tenant: string) => `${tenant}#ORG`,
  sso: (tenant: string) => `${tenant}#SSO`,
  company: (id: number) => `COMPANY#${pad(id, 6)}`,
  site: (id: number) => `SITE#${pad(id, 6)}`,
};
