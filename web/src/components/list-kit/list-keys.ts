/**
 * Where a list's data is cached (TanStack Query keys). A module of its own so that the screens a
 * list opens (which invalidate its rows after a change) do not load the list's table code.
 */

/** The rows of a list in every scope: invalidate it after a change to reload them. */
export const listRowsKey = (listKey: readonly unknown[]) => [...listKey, 'rows'] as const;
/** The filter options of a list in every scope. */
export const listOptionsKey = (listKey: readonly unknown[]) => [...listKey, 'options'] as const;
