import { Navigate, Route, Routes, useLocation } from 'react-router';
import { GuestOnly, RequireAuth } from '../features/auth/guards.tsx';
import { CataloguePage, preloadCatalogueParts } from '../features/catalogue/catalogue-page.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { lazyPage } from '#web/lib/lazy-page.tsx';
import type { RouteHandle } from './route-handle.ts';

// Every page but the home page is its own chunk.
const AboutPage = lazyPage(() => import('../features/about/about-page.tsx'));
const ShopPage = lazyPage(() => import('../features/shop/shop-page.tsx'));
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'));
const RegisterPage = lazyPage(() => import('../features/auth/register-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'));
const CallbackPage = lazyPage(() => import('../features/auth/callback-page.tsx'));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'));
const DailyTipPage = lazyPage(() => import('../features/daily-tip/daily-tip-page.tsx'));
const RitualPage = lazyPage(() => import('../features/ritual/ritual-page.tsx'));
const ProgressPage = lazyPage(() => import('../features/progress/progress-page.tsx'));
const JourneysRoute = lazyPage(() => import('../features/journeys/journeys-route.tsx'));

/** Redirects to `pathname`, keeping the query string (/rituals?intention=love → /?intention=love). */
function RedirectKeepingQuery({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname, search }} />;
}

/** The route tree; the server matches requests against it too (its handles), see entry-server.tsx. */
export const appRoutes = (
  <>
    <Route element={<AppLayout />}>
      <Route
        index
        element={<CataloguePage />}
        handle={{ data: 'catalogue', preload: preloadCatalogueParts } satisfies RouteHandle}
      />
      <Route path="about" element={<AboutPage />} />
      <Route path="shop" element={<ShopPage />} handle={{ data: 'shop' } satisfies RouteHandle} />
      {/* The list and each journey (with a slug). */}
      <Route
        path="journeys/:slug?"
        element={<JourneysRoute />}
        handle={{ data: 'journeys' } satisfies RouteHandle}
      />
      {/* Signed-in only (docs/product-rules.md, Routes): visitors sign in and come back. */}
      <Route element={<RequireAuth />} handle={{ access: 'private' } satisfies RouteHandle}>
        <Route path="ritual/:id" element={<RitualPage />} handle={{ data: 'ritual' } satisfies RouteHandle} />
        <Route
          path="progress"
          element={<ProgressPage />}
          handle={{ data: 'progress' } satisfies RouteHandle}
        />
        <Route
          path="daily-tip"
          element={<DailyTipPage />}
          handle={{ data: 'dailyTip' } satisfies RouteHandle}
        />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      {/* Guest-only: a signed-in user is sent home. */}
      <Route element={<GuestOnly />} handle={{ access: 'guest' } satisfies RouteHandle}>
        <Route path="auth/login" element={<LoginPage />} />
        <Route path="auth/register" element={<RegisterPage />} />
        <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
      </Route>
      <Route path="auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="auth/callback" element={<CallbackPage />} />
    </Route>
    <Route
      path="rituals"
      element={<RedirectKeepingQuery pathname="/" />}
      handle={{ redirectTo: '/', keepQuery: true } satisfies RouteHandle}
    />
    <Route
      path="login"
      element={<RedirectKeepingQuery pathname="/auth/login" />}
      handle={{ redirectTo: '/auth/login', keepQuery: true } satisfies RouteHandle}
    />
    <Route
      path="register"
      element={<RedirectKeepingQuery pathname="/auth/register" />}
      handle={{ redirectTo: '/auth/register', keepQuery: true } satisfies RouteHandle}
    />
    <Route
      path="*"
      element={<Navigate replace to="/" />}
      handle={{ redirectTo: '/' } satisfies RouteHandle}
    />
  </>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
