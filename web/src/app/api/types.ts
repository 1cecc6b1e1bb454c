/** Envelope shapes the untyped calls read; response rows come from the shared contracts (shared/<domain>/schemas.ts). */

export type { CompanyWithSites, LoginData, UserRole, UserSite } from '@shared/session/schemas';
export type { Branding, UserPoolDetails } from '@shared/tenancy/schemas';
export type { AppNotification } from '@shared/notifications/schemas';

export interface Envelope<T> {
  success: number;
  message: string;
  data: T;
}

export interface ListEnvelope<T> extends Envelope<unknown> {
  list: T[];
  listsize: number;
}
