/**
 * Only web/src/pages/users imports this, for its untyped calls (api.get/post/put); web/src/app
 * takes its types from the contracts (@shared/<domain>/schemas and ResponseOf of an endpoint).
 * Remove it when the users screens call through callApi.
 */

export type { CompanyWithSites, UserRole } from '@shared/session/schemas';

/** The spec 7 envelope, as the untyped calls spell their answers. */
export interface Envelope<T> {
  success: number;
  message: string;
  data: T;
}

export interface ListEnvelope<T> extends Envelope<unknown> {
  list: T[];
  listsize: number;
}
