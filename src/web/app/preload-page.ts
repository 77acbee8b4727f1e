import { createRoutesFromElements, matchRoutes } from 'react-router';
import { isLazyPage } from './lazy-page.tsx';
import { appRoutes } from './routes.tsx';

/** Loads the chunk of the page at `pathname` (and any lazy layout above it). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(appRoutes), pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = (route.element as { type?: unknown } | null | undefined)?.type;
      // A failed chunk is left to the page's own error boundary when it renders.
      return isLazyPage(type) ? type.preload().catch(() => undefined) : undefined;
    }),
  );
}
