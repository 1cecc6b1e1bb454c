/** The users calls of spec 7 ('Users, devices, reports') as the users screens use them. */
import { api } from '../../app/api/client';
import type { Envelope, ListEnvelope, UserRole } from '../../app/api/types';

export interface UserRowSite {
  site_id: number;
  site_name: string;
  company_id: number;
  company_name: string;
  status: number;
}

/** A row of POST User/FilterUsers, with the per-row permissions the server computed. */
export interface UserRow {
  uuid: string;
  username: string;
  firstname: string;
  lastname: string;
  status: number;
  status_name: string;
  default_rolename_app_name: string;
  usersites: UserRowSite[];
  userroles: UserRole[];
  /** Read from the first site (spec 3 names it comapny_name there). */
  company_name: string;
  is_registration_succeed: boolean;
  can_view: boolean;
  can_toggle: boolean;
  can_resend: boolean;
  barcode_selectable: boolean;
}

/** GET User/GetUserDetails/{uuid} (spec 3 'User detail fields read'). */
export interface UserDetail {
  uuid: string;
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  status: number;
  status_name: string;
  userroles: UserRole[];
  default_rolename_web: number | null;
  default_rolename_app: number | null;
  usersites: UserRowSite[];
  default_site_id: number | null;
  company_id: number | null;
  company_name: string | null;
  prefer_language_id: number | null;
  is_registration_succeed: boolean;
  is_role_locked: boolean;
  can_edit: boolean;
}

export interface UserListQuery {
  pagesize: number;
  pageindex: number;
  site_id: number[];
  company_id: number[];
  role_id: number[];
  status: number;
  search_string: string;
  user_id?: string;
}

export interface RoleChoice {
  role_id: number;
  name: string;
}
export interface LanguageChoice {
  id: number;
  language: string;
}
export interface CompanyOption {
  company_id: number;
  company_name: string;
}
export interface SiteOption {
  site_id: number;
  site_name: string;
  company_id: number;
}

export interface Page<T> {
  list: T[];
  listsize: number;
}

/** Spec 8: a list that fails to load is an empty list (the client already showed the error). */
async function listOrEmpty<T>(load: () => Promise<ListEnvelope<T>>): Promise<Page<T>> {
  try {
    const answer = await load();
    return { list: answer.list ?? [], listsize: answer.listsize ?? 0 };
  } catch {
    return { list: [], listsize: 0 };
  }
}

export const filterUsers = (query: UserListQuery) =>
  listOrEmpty(() => api.post<ListEnvelope<UserRow>>('User/FilterUsers', query));

export type OptionKind = 'Role' | 'Company' | 'Site';
export type OptionQuery = UserListQuery & { option_search_string: string };

/** POST User/FilterUsers{Kind}Options: a page of a filter's options (quiet: an empty list on failure). */
export function filterOptions<T>(kind: OptionKind, query: OptionQuery): Promise<Page<T>> {
  return listOrEmpty(() =>
    api.post<ListEnvelope<T>>(`User/FilterUsers${kind}Options`, query, { quiet: true }),
  );
}

export async function updateUserStatus(uuid: string, status: number): Promise<string> {
  const { message } = await api.post('User/updateUserStatus', { userid: uuid, status });
  return message;
}

export async function resendTemporaryPassword(uuid: string): Promise<string> {
  const { message } = await api.get('User/resendTempPassword', { query: { user_id: uuid } });
  return message;
}

export const downloadUserBarcodes = (uuids: string[]) =>
  api.download('User/generateBarcodeUser', { userid: uuids }, 'userlist.pdf');

export async function getUserDetails(uuid: string): Promise<UserDetail> {
  const { data } = await api.get<Envelope<UserDetail>>(`User/GetUserDetails/${encodeURIComponent(uuid)}`);
  return data;
}

export async function getAssignableRoles(): Promise<RoleChoice[]> {
  const { data } = await api.get<Envelope<Page<RoleChoice>>>('User/GetAllRoles');
  return data?.list ?? [];
}

export async function getLanguages(): Promise<LanguageChoice[]> {
  const { data } = await api.get<Envelope<Page<LanguageChoice>>>('User/GetAllLanguages');
  return data?.list ?? [];
}

/** POST User/addUpdateUser: create (no uuid), edit (another uuid) or profile (own uuid). Returns the server's message. */
export async function saveUser(
  payload: Record<string, unknown>,
  options?: { quiet?: boolean },
): Promise<string> {
  const { message } = await api.post('User/addUpdateUser', payload, options);
  return message;
}
