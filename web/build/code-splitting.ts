/**
 * Build: the web app's chunks by when they are needed, so a full load fetches tens of files rather
 * than a couple of hundred. Rolldown's automatic splitting gives each set of importers its own
 * chunk, and Cloudscape's components are many small modules shared by different sets of pages: a
 * signed-in load of a list page fetched about 180 JS and CSS files, one after another over the six
 * connections a browser opens to an HTTP/1.1 server (the twin), most of the load's time.
 * The groups, each one chunk (and its stylesheet), from the module graph:
 * - `boot`: what the entry imports (main.tsx's static imports), loaded by every screen anyway;
 * - `signin`: what the sign-in screens import beyond it (the first screen of a signed-out user);
 * - `app`: what every signed-in page needs (the router, the shell, the toasts) and what at least
 *   MIN_PAGES of the pages share (Cloudscape's table, forms, the list kit, the API clients);
 * - `prefetch`: the pages' prefetch modules (app/lazy-page.ts) and what they import beyond `app`
 *   (the pages' calls, keys and list filters): a full load's first calls wait for one file, not
 *   for a chain of small ones queued behind the page's;
 * - `asset-page`: the asset page's modules (its tabs) that at most ASSET_PAGE_MAX_PAGES pages
 *   import, with nothing more shared below them: the page with the most files (about 60 before).
 * A page's own code, and what fewer pages share, stays split automatically as before.
 */
type Group = 'boot' | 'signin' | 'app' | 'prefetch' | 'asset-page';
interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: string[];
    dynamicImporters: string[];
    importedIds: string[];
    dynamicallyImportedIds: string[];
  } | null;
}

/** A module that as many pages import goes to the `app` chunk. */
const MIN_PAGES = 10;
/** The modules whose dynamic imports are the sign-in screens, the signed-in frame and the pages. */
const SIGN_IN_SCREENS = /web[\\/]src[\\/]app[\\/]sign-in-navigation\.ts$/;
const FRAME = /web[\\/]src[\\/]app[\\/](preload-app\.ts|Toasts\.tsx|App\.tsx|guards\.tsx)$/;
const PAGES = /web[\\/]src[\\/]app[\\/]routes\.tsx$/;
/** The pages' prefetch modules (app/lazy-page.ts), imported by routes.tsx beside their pages. */
const PREFETCH = /web[\\/]src[\\/]pages[\\/].*[\\/]prefetch\.ts$/;
/** The asset page (with its tabs, the most files of any page). */
const ASSET_PAGE = /web[\\/]src[\\/]pages[\\/]assets[\\/]details[\\/]index\.tsx$/;
/** A module of the asset page that at most this many pages import goes to the `asset-page` chunk. */
const ASSET_PAGE_MAX_PAGES = 3;

/** Each module's group, worked out once from the whole graph (the first module asked about). */
function groupsOf(graph: ModuleGraph, anyId: string): Map<string, Group> {
  const info = (id: string) => graph.getModuleInfo(id);
  const closure = (roots: string[], skip = new Set<string>()) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || skip.has(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  // Every module, from any one by imports and importers of both kinds.
  const all = new Set<string>();
  const stack = [anyId];
  while (stack.length) {
    const id = stack.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    const module = info(id);
    if (module)
      stack.push(
        ...module.importedIds,
        ...module.dynamicallyImportedIds,
        ...module.importers,
        ...module.dynamicImporters,
      );
  }
  const dynamicFrom = (importer: RegExp) =>
    [...all].filter((id) => importer.test(id)).flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);

  const groups = new Map<string, Group>();
  const boot = closure([...all].filter((id) => info(id)?.isEntry));
  for (const id of boot) groups.set(id, 'boot');
  const signIn = closure(dynamicFrom(SIGN_IN_SCREENS), boot);
  for (const id of signIn) groups.set(id, 'signin');
  const taken = new Set(groups.keys());
  for (const id of closure(dynamicFrom(FRAME), taken)) groups.set(id, 'app');
  const pageCount = new Map<string, number>();
  const pages = dynamicFrom(PAGES);
  for (const page of pages)
    for (const id of closure([page], taken)) pageCount.set(id, (pageCount.get(id) ?? 0) + 1);
  for (const [id, count] of pageCount) if (count >= MIN_PAGES && !groups.has(id)) groups.set(id, 'app');
  /** The modules of the pages that match, not yet in a group. */
  const pageModules = (match: RegExp) =>
    closure(
      pages.filter((page) => match.test(page)),
      new Set(groups.keys()),
    );
  for (const id of pageModules(PREFETCH)) groups.set(id, 'prefetch');
  // A group also takes what its modules import: only modules with nothing more shared below them,
  // so that the pages sharing Cloudscape's charts or tabs with the asset page do not load its chunk.
  const grouped = new Set(groups.keys());
  const fewPages = (id: string) => (pageCount.get(id) ?? 0) <= ASSET_PAGE_MAX_PAGES;
  for (const id of pageModules(ASSET_PAGE))
    if ([...closure([id], grouped)].every(fewPages)) groups.set(id, 'asset-page');
  return groups;
}

/**
 * The codeSplitting groups (placed after the vendor groups), one per chunk and in this order: a
 * group also takes the modules its modules import, unless an earlier group took them.
 */
export function loadTimeGroups() {
  let groups: Map<string, Group> | null = null;
  return (['boot', 'signin', 'app', 'prefetch', 'asset-page'] as const).map((group) => ({
    name: (id: string, ctx: ModuleGraph) => ((groups ??= groupsOf(ctx, id)).get(id) === group ? group : null),
  }));
}
