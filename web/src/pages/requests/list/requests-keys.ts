/**
 * Where the maintenance requests data is cached (TanStack Query keys). A module of its own so that
 * the panels and the sidebar badge reload the list and the count without loading the table code.
 */
export const requestsKeys = {
  /** The /maintenance-requests list (the kit adds 'rows' or 'options', the scope and the request). */
  list: ['requests', 'list'] as const,
  /** The sidebar's open-request count. */
  openCount: ['requests', 'open-count'] as const,
  detail: (mrId: number) => ['requests', 'detail', mrId] as const,
};
