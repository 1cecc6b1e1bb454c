/** What every part write does after it: reload the part and the list; and a refusal's text for its modal. */
import type { QueryClient } from '@tanstack/react-query';
import { Messages } from '@shared/messages';
import { ApiError } from '../../../app/api/client';
import { listRowsKey } from '../../../components/list-kit/list-keys';
import { partsKeys } from '../parts-keys';

export const refreshPart = (queryClient: QueryClient, partId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: partsKeys.detail(partId) }),
    queryClient.invalidateQueries({ queryKey: listRowsKey(partsKeys.list) }),
  ]);

/** The server's refusal, shown in the modal; anything else (a lost answer) is the generic sentence. */
export const refusalOf = (error: Error | null): string | null =>
  error ? (error instanceof ApiError ? error.message : Messages.somethingWentWrong) : null;
