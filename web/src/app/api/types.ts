/** Shapes of the responses this app reads (spec 3 and 7). */

export type { CompanyWithSites, LoginData, UserRole, UserSite } from '@shared/types/session';

export interface Envelope<T> {
  success: number;
  message: string;
  data: T;
}

export interface ListEnvelope<T> extends Envelope<unknown> {
  list: T[];
  listsize: number;
}

export interface Branding {
  name: string;
  logo_url: string | null;
  color: string | null;
}

export interface UserPoolDetails {
  company_code: string;
  identity_pool_id: string;
  region: string;
  user_pool_id: string;
  user_pool_web_client_id: string;
  /** Set only for the local twin: the Cognito emulator's URL. */
  user_pool_endpoint?: string | null;
  branding: Branding;
}

export interface AppNotification {
  notification_id: string;
  notification_type: number;
  /** 1 unread, 2 read. */
  notification_status: number;
  heading: string;
  message: string;
  ref_id: string;
  createdDate: string;
}
