import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// The overlay is its own chunk, fetched once the page has loaded, so the home page's first
// JavaScript stays small. If the chunk cannot be fetched (offline), the page simply goes without.
const Nothing: ComponentType = () => null;
const DailyTipOverlay = lazy((): Promise<{ default: ComponentType }> =>
  import('./daily-tip-overlay.tsx').catch(() => ({ default: Nothing })),
);

function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

export function DailyTipOverlayMount() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <DailyTipOverlay />
    </Suspense>
  );
}
