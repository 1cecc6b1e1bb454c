/**
 * Response shapes of the sign-in and company calls (spec 3): POST User/Login's login data and
 * Company/GetAllCompaniesWithSites, as the API builds them and the web app reads them.
 */

export interface UserRole {
  role_id: number;
  role_name: string;
}

/** A site the user works in (usersites), with its company. */
export interface UserSite {
  site_id: number;
  site_name: string;
  company_id: number;
  company_name: string;
  /** 20 is the company's all-sites entry. */
  status: number;
  isShowPM: boolean;
  timezone: string;
}

/** A site as its company lists it. */
export type CompanySite = Omit<UserSite, 'company_id' | 'company_name'>;

export interface CompanyWithSites {
  company_id: number;
  company_name: string;
  sites: CompanySite[];
}

/** The login data of spec 3. */
export interface LoginData {
  uuid: string;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  status: number;
  userroles: UserRole[];
  usersites: UserSite[];
  success: 1;
  default_rolename_web: number | null;
  default_rolename_web_name: string | null;
  default_rolename_app: number | null;
  default_site_id: number | null;
  default_site_name: string | null;
  default_company_id: number | null;
  default_company_name: string | null;
  ac_default_client_company: number | null;
  ac_default_client_company_name: string | null;
  active_role_web: number | null;
  active_site_id: number | null;
  active_company_id: number | null;
  executive_report_status: boolean;
  email_notification_status: boolean;
  operator_usage_report_email_not_status: boolean;
  manager_pm_notification_status: boolean;
  userEmailNotificationConfigurationSettings: unknown[];
  default_app_name: string;
  prefer_language_id: number;
  prefer_language_name: string;
  unread_notifications: number;
}
