/**
 * The users calls of spec 7 ('Users, devices, reports') that several users screens make, typed by
 * their contracts in shared/users/api.ts, and the TanStack Query keys of the users data.
 */
import type * as z from 'zod';
import { UsersApi } from '@shared/users/api';
import type { barcodeBody, LanguageChoice, RoleChoice, UserDetail, userPayload } from '@shared/users/schemas';
import { apiDownload, callApi } from '../../../app/api/client';

export const usersKeys = {
  all: ['users'] as const,
  /** The users list (rows and filter options; the kit adds 'rows' or 'options', the scope and the request). */
  list: ['users', 'list'] as const,
  detail: (uuid: string) => ['users', 'detail', uuid] as const,
  /** GET User/GetAllRoles answers by the caller's active role. */
  assignableRoles: (roleId: number) => ['users', 'assignable-roles', roleId] as const,
  languages: ['users', 'languages'] as const,
};

export type UserPayloadBody = z.input<typeof userPayload>;

/**
 * POST User/addUpdateUser: create (no uuid), edit (another uuid) or profile (own uuid, names only).
 * Returns the server's message. (z.input reads the preprocessed role and site lists as required
 * keys; the schema takes them absent, as the profile sends them.)
 */
export async function saveUser(
  body: Partial<UserPayloadBody>,
  options?: { quiet?: boolean },
): Promise<string> {
  const { message } = await callApi(UsersApi.addUpdateUser, { body: body as UserPayloadBody }, options);
  return message;
}

export async function getUserDetails(uuid: string): Promise<UserDetail> {
  const { data } = await callApi(UsersApi.getUserDetails, { params: { uuid } });
  return data;
}

export async function getAssignableRoles(): Promise<RoleChoice[]> {
  const { data } = await callApi(UsersApi.getAllRoles);
  return data.list;
}

export async function getLanguages(): Promise<LanguageChoice[]> {
  const { data } = await callApi(UsersApi.getAllLanguages);
  return data.list;
}

export async function updateUserStatus(uuid: string, status: number): Promise<string> {
  const { message } = await callApi(UsersApi.updateUserStatus, { body: { userid: uuid, status } });
  return message;
}

export async function resendTemporaryPassword(uuid: string): Promise<string> {
  const { message } = await callApi(UsersApi.resendTempPassword, { query: { user_id: uuid } });
  return message;
}

/** POST User/generateBarcodeUser: the label sheet, saved as userlist.pdf (spec 7). */
export function downloadUserBarcodes(uuids: string[]): Promise<void> {
  const body: z.input<typeof barcodeBody> = { userid: uuids };
  return apiDownload(UsersApi.generateBarcodeUser.path, body, 'userlist.pdf');
}
