import { createRoutesFromElements, matchRoutes } from 'react-router';
import { isLazyPage } from '#web/lib/lazy-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { appRoutes } from './routes.tsx';

/**
 * Loads the chunk of the page at `pathname` (and any lazy layout above it), and what its route
 * declares the server's HTML shows at that address beyond it (`handle.preload`).
 */
export async function preloadPage(pathname: string, search: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(appRoutes), pathname) ?? [];
  const params = new URLSearchParams(search);
  await Promise.all(
    matches.flatMap(({ route }) => {
      const type: unknown = (route.element as { type?: unknown } | null | undefined)?.type;
      // A failed chunk is left to the page's own error boundary when it renders.
      return [
        isLazyPage(type) ? type.preload() : undefined,
        (route.handle as RouteHandle | undefined)?.preload?.(params),
      ].map((loading) => loading?.catch(() => undefined));
    }),
  );
}
