/**
 * The users calls of spec 7 ('Users, devices, reports') that several users screens make, typed by
 * their contracts in shared/users/api.ts, and the TanStack Query keys of the users data.
 */
import type * as z from 'zod';
import type { Endpoint } from '@shared/common/endpoint';
import { UsersApi } from '@shared/users/api';
import type { barcodeBody, LanguageChoice, RoleChoice, UserDetail, userPayload } from '@shared/users/schemas';
import { apiDownload, callApi, type CallInput, type RequestOptions } from '../../../app/api/client';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * callApi with the endpoint's body, query and path parameters typed from its schemas.
 * (shared/common/endpoint.ts's BodyOf/QueryOf/ParamsOf test `E['body'] extends z.ZodType`, but an
 * optional member reads as `schema | undefined`, so they come out `undefined` and callApi accepts
 * no input at all; once they use NonNullable, call callApi directly and drop this.)
 */
export function callUsersApi<E extends Endpoint>(
  endpoint: E,
  input: {
    body?: InputOf<NonNullable<E['body']>>;
    query?: InputOf<NonNullable<E['query']>>;
    params?: InputOf<NonNullable<E['params']>>;
  } = {},
  options?: Omit<RequestOptions, 'body' | 'query'>,
) {
  return callApi(endpoint, input as unknown as CallInput<E>, options);
}

export const usersKeys = {
  all: ['users'] as const,
  /** The users list (rows and filter options; the kit adds 'rows' or 'options', the scope and the request). */
  list: ['users', 'list'] as const,
  detail: (uuid: string) => ['users', 'detail', uuid] as const,
  /** GET User/GetAllRoles answers by the caller's active role. */
  assignableRoles: (roleId: number) => ['users', 'assignable-roles', roleId] as const,
  languages: ['users', 'languages'] as const,
  companiesWithSites: ['users', 'companies-with-sites'] as const,
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
  const { message } = await callUsersApi(UsersApi.addUpdateUser, { body: body as UserPayloadBody }, options);
  return message;
}

export async function getUserDetails(uuid: string): Promise<UserDetail> {
  const { data } = await callUsersApi(UsersApi.getUserDetails, { params: { uuid } });
  return data;
}

export async function getAssignableRoles(): Promise<RoleChoice[]> {
  const { data } = await callUsersApi(UsersApi.getAllRoles);
  return data.list;
}

export async function getLanguages(): Promise<LanguageChoice[]> {
  const { data } = await callUsersApi(UsersApi.getAllLanguages);
  return data.list;
}

export async function updateUserStatus(uuid: string, status: number): Promise<string> {
  const { message } = await callUsersApi(UsersApi.updateUserStatus, { body: { userid: uuid, status } });
  return message;
}

export async function resendTemporaryPassword(uuid: string): Promise<string> {
  const { message } = await callUsersApi(UsersApi.resendTempPassword, { query: { user_id: uuid } });
  return message;
}

/** POST User/generateBarcodeUser: the label sheet, saved as userlist.pdf (spec 7). */
export function downloadUserBarcodes(uuids: string[]): Promise<void> {
  const body: z.input<typeof barcodeBody> = { userid: uuids };
  return apiDownload(UsersApi.generateBarcodeUser.path, body, 'userlist.pdf');
}
