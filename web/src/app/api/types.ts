/** Shapes of the responses this app reads (spec 3 and 7). */

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

export interface UserRole {
  role_id: number;
  role_name: string;
}

export interface UserSite {
  site_id: number;
  site_name: string;
  company_id: number;
  company_name: string;
  /** 20 is the company's all-sites entry. */
  status: number;
  isShowPM: boolean;
  timezone?: string;
}

export interface LoginData {
  uuid: string;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  status: number;
  userroles: UserRole[];
  usersites: UserSite[];
  default_rolename_web: number | null;
  default_rolename_web_name: string | null;
  default_site_id: number | null;
  default_site_name: string | null;
  default_company_id: number | null;
  default_company_name: string | null;
  ac_default_client_company_name?: string | null;
  active_role_web?: number | null;
  active_site_id?: number | null;
  active_company_id?: number | null;
  unread_notifications?: number;
}

export interface CompanyWithSites {
  company_id: number;
  company_name: string;
  sites: { site_id: number; site_name: string; status: number; isShowPM: boolean }[];
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
