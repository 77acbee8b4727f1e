import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import type { PlaceholderPage } from '../features/placeholder/placeholder-pages.ts';
import { AppLayout } from '../layout/app-layout.tsx';

// Every page but the home page is its own chunk.
const AboutPage = lazy(() => import('../features/about/about-page.tsx'));
const ComingSoonPage = lazy(() => import('../features/placeholder/coming-soon-page.tsx'));

/** Pages that later releases build; until then they say so plainly. */
const COMING_SOON: readonly [path: string, page: PlaceholderPage][] = [
  ['daily-tip', 'dailyTip'],
  ['ritual/:id', 'ritual'],
  ['progress', 'progress'],
  ['profile', 'profile'],
  ['shop', 'shop'],
  ['auth/login', 'login'],
  ['auth/register', 'register'],
  ['auth/forgot-password', 'forgotPassword'],
  ['auth/reset-password', 'resetPassword'],
  ['auth/callback', 'callback'],
];

/** Redirects to `pathname`, keeping the query string (/rituals?intention=love → /?intention=love). */
function RedirectKeepingQuery({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname, search }} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<CataloguePage />} />
        <Route path="about" element={<AboutPage />} />
        {COMING_SOON.map(([path, page]) => (
          <Route key={path} path={path} element={<ComingSoonPage page={page} />} />
        ))}
      </Route>
      <Route path="rituals" element={<RedirectKeepingQuery pathname="/" />} />
      <Route path="login" element={<RedirectKeepingQuery pathname="/auth/login" />} />
      <Route path="register" element={<RedirectKeepingQuery pathname="/auth/register" />} />
      <Route path="*" element={<Navigate replace to="/" />} />
    </Routes>
  );
}
