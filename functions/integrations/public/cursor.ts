/**
 * The public API's cursors: the last entry's list order (its sort key in the list index), opaque to
 * the client as base64url. A cursor that does not decode to an order of the list read is a 422.
 */
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import { PublicApiError } from './chain.js';

export const encodeCursor = (order: string) => Buffer.from(order, 'utf8').toString('base64url');

/** The order a cursor carries (undefined without one); `shape` is the list's order pattern. */
export function decodeCursor(cursor: string | undefined, shape: RegExp): string | undefined {
  if (!cursor) return undefined;
  const order = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!shape.test(order) || order.length > 200)
    throw new PublicApiError(422, 'validation_failed', M.invalidBody, [
      { field: 'cursor', message: M.invalidCursor },
    ]);
  return order;
}

/** A page's answer: its rows and the cursor of the next page (null on the last). */
export const pageOf = <T>(data: T[], next: string | null) => ({
  data,
  next_cursor: next ? encodeCursor(next) : null,
});
