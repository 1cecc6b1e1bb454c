/**
 * The users list's data (spec 7 POST User/FilterUsers and POST User/{option}): the kit's request
 * as the wire body, a page of rows, the filter options, and the changes that reload the rows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { OPTION_PAGE_SIZE } from '@shared/codes';
import { Messages } from '@shared/messages';
import { UsersApi } from '@shared/users/api';
import type {
  userListBody as userListSchema,
  userOptionBody as userOptionSchema,
  UserRow,
} from '@shared/users/schemas';
import { toast } from '../../../app/toasts';
import {
  listRowsKey,
  type FilterOption,
  type ListPage,
  type ListRequest,
  type LoadOptionPage,
  type OptionQuery,
} from '../../../components/list-kit';
import { callApi } from '../../../app/api/client';
import {
  downloadUserBarcodes,
  resendTemporaryPassword,
  updateUserStatus,
  usersKeys,
} from '../common/users-calls';

type UserListBody = z.input<typeof userListSchema>;

/** The kit's request as POST User/FilterUsers' body (filter ids of users-filters-config.ts). */
export function userListBody(request: ListRequest, userId: string | undefined): UserListBody {
  const ids = (filter: string) => (request.filters[filter] ?? []).map(Number);
  return {
    pagesize: request.pageSize,
    pageindex: request.pageIndex,
    site_id: ids('site'),
    company_id: ids('company'),
    role_id: ids('role'),
    status: Number(request.filters.status?.[0] ?? 0),
    search_string: request.search,
    user_id: userId,
  };
}

export async function loadUsersPage(
  request: ListRequest,
  userId: string | undefined,
): Promise<ListPage<UserRow>> {
  const { list, listsize } = await callApi(UsersApi.filterUsers, {
    body: userListBody(request, userId),
  });
  return { items: list, totalCount: listsize };
}

type OptionBody = z.input<typeof userOptionSchema>;
interface OptionAnswer<T> {
  list: T[];
  listsize: number;
}

/** A filter's options loader: the list body narrowed as the kit says, plus the typed text and the option page. */
function optionLoader<T>(
  fetchPage: (body: OptionBody) => Promise<OptionAnswer<T>>,
  userId: string | undefined,
  toOption: (row: T) => FilterOption,
): LoadOptionPage {
  return async ({ text, pageIndex, narrowing }: OptionQuery) => {
    const body = {
      ...userListBody({ ...narrowing, pageIndex, pageSize: OPTION_PAGE_SIZE }, userId),
      option_search_string: text,
    };
    const { list, listsize } = await fetchPage(body);
    return { items: list.map(toOption), total: listsize };
  };
}

// Quiet: a filter whose options fail to load is empty (spec 8).
export const companyOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(UsersApi.filterUsersCompanyOptions, { body }, { quiet: true }),
    userId,
    (c) => ({ value: String(c.company_id), label: c.company_name }),
  );
export const siteOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(UsersApi.filterUsersSiteOptions, { body }, { quiet: true }),
    userId,
    (s) => ({ value: String(s.site_id), label: s.site_name }),
  );
export const roleOptions = (userId: string | undefined) =>
  optionLoader(
    (body) => callApi(UsersApi.filterUsersRoleOptions, { body }, { quiet: true }),
    userId,
    (r) => ({ value: String(r.role_id), label: r.name }),
  );

/** Activate or deactivate a user; the list reloads after (spec 4 'User toggle'). */
export function useUserStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, status }: { uuid: string; status: number }) => updateUserStatus(uuid, status),
    onSuccess: async (message) => {
      toast.success(message || Messages.userStatusUpdated);
      await queryClient.invalidateQueries({ queryKey: listRowsKey(usersKeys.list) });
    },
  });
}

export function useResendTemporaryPassword() {
  return useMutation({
    mutationFn: (uuid: string) => resendTemporaryPassword(uuid),
    onSuccess: (message) => toast.success(message || Messages.tempPasswordSent),
  });
}

/** Print Barcode (barcode mode): 'Please select atleast one user' with nothing chosen, else userlist.pdf. */
export function usePrintBarcodes() {
  const print = useMutation({ mutationFn: (uuids: string[]) => downloadUserBarcodes(uuids) });
  return {
    printing: print.isPending,
    printBarcodes: (rows: readonly UserRow[]) => {
      if (rows.length === 0) toast.error(Messages.selectAtLeastOneUser);
      else print.mutate(rows.map((row) => row.uuid));
    },
  };
}
