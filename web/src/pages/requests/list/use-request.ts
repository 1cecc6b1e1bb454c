/** One request's details (its work order and issues), cached by id (spec maintenance 2.7 View and Edit panels). */
import { useQuery } from '@tanstack/react-query';
import { getRequest } from './requests-calls';
import { requestsKeys } from './requests-keys';

export function useRequest(mrId: number) {
  return useQuery({ queryKey: requestsKeys.detail(mrId), queryFn: () => getRequest(mrId) });
}
