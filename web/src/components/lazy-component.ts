/**
 * A component loaded when first drawn (React.lazy over a module's named export): for drawers and
 * dialogs, whose code a page then fetches when one is opened rather than with the page. Draw it
 * inside a <Suspense>.
 */
import { lazy, type ComponentType } from 'react';

// Any props: the component keeps its own (React.lazy's own bound).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent<M extends Record<K, ComponentType<any>>, K extends string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
