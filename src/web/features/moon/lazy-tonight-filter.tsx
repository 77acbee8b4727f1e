import { lazy, Suspense, type ComponentProps } from 'react';

// Loaded with the filters, not with the page: the catalogue's start-up JavaScript stays as it is.
const TonightFilter = lazy(() => import('./tonight-filter.tsx'));

export function LazyTonightFilter(props: ComponentProps<typeof TonightFilter>) {
  return (
    <Suspense fallback={null}>
      <TonightFilter {...props} />
    </Suspense>
  );
}
