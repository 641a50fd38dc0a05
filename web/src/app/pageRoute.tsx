import { lazy, type ComponentType } from 'react';

type PageHandle = { preload(): Promise<unknown> };

/**
 * A signed-in page's route: the page in a chunk of its own, and its download in the route's
 * handle for preloadMatchedPages (the browser fetches a module once, whoever imports it first).
 */
export function pageRoute(path: string, load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return { path, element: <Page />, handle: { preload: load } satisfies PageHandle };
}

/**
 * Starts the download of the pages the first location matches: a signed-in page's code then
 * arrives beside the session check (GET /api/auth/me) that RequireAuth waits for, not after it.
 */
export function preloadMatchedPages(matches: { route: { handle?: unknown } }[]): void {
  for (const match of matches) (match.route.handle as PageHandle | undefined)?.preload().catch(() => undefined);
}
