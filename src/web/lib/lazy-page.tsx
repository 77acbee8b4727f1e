import { lazy, type ComponentType } from 'react';

type PageModule<P> = { default: ComponentType<P> };

/** A page (or a part of one) in its own chunk, which the browser can load before hydrating (main.tsx). */
export interface LazyPage<P> {
  (props: P): React.ReactNode;
  preload(): Promise<void>;
}

/**
 * React.lazy suspends on its first render even when the chunk is already there, and a suspended
 * boundary stays server HTML (not interactive) until it resolves. Once preloaded, the page renders
 * at once, so hydration finishes in one pass.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const Page = ((props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }) as LazyPage<P>;
  Page.preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Page;
}

export function isLazyPage(value: unknown): value is LazyPage<object> {
  return typeof value === 'function' && typeof (value as Partial<LazyPage<object>>).preload === 'function';
}
