/**
 * GET User/GetUserDetails/{uuid} for a details or profile form: the user once loaded, or that the
 * call failed. A form starts from the answer of a call made after it opened (not a cached one,
 * which a background reload could then contradict under the user's edits).
 */
import { useQuery } from '@tanstack/react-query';
import { getUserDetails, usersKeys } from './users-calls';

export function useUserDetail(uuid: string) {
  const query = useQuery({ queryKey: usersKeys.detail(uuid), queryFn: () => getUserDetails(uuid) });
  return {
    detail: query.isFetchedAfterMount && !query.isError ? (query.data ?? null) : null,
    failed: query.isError,
  };
}
