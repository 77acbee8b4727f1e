import { Navigate, Route, Routes, useLocation } from 'react-router';
import { GuestOnly, RequireAuth } from '../features/auth/guards.tsx';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import type { RouteHandle } from './route-handle.ts';

// Every page but the home page is its own chunk.
const AboutPage = lazyPage(() => import('../features/about/about-page.tsx'));
const ComingSoonPage = lazyPage(() => import('../features/placeholder/coming-soon-page.tsx'));
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'));
const RegisterPage = lazyPage(() => import('../features/auth/register-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page.tsx'));
const CallbackPage = lazyPage(() => import('../features/auth/callback-page.tsx'));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'));
const DailyTipPage = lazyPage(() => import('../features/daily-tip/daily-tip-page.tsx'));
const RitualPage = lazyPage(() => import('../features/ritual/ritual-page.tsx'));
const ProgressPage = lazyPage(() => import('../features/progress/progress-page.tsx'));

/** Redirects to `pathname`, keeping the query string (/rituals?intention=love → /?intention=love). */
function RedirectKeepingQuery({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname, search }} />;
}

const handle = (value: RouteHandle) => value;

/** The route tree; the server matches requests against it too (its handles), see entry-server.tsx. */
export const appRoutes = (
  <>
    <Route element={<AppLayout />}>
      <Route index element={<CataloguePage />} handle={handle({ meta: 'catalogue', data: 'catalogue' })} />
      <Route path="about" element={<AboutPage />} handle={handle({ meta: 'about' })} />
      <Route path="shop" element={<ComingSoonPage page="shop" />} handle={handle({ meta: 'shop' })} />
      {/* Signed-in only (docs/product-rules.md, Routes): visitors sign in and come back. */}
      <Route element={<RequireAuth />} handle={handle({ access: 'private', meta: 'private', noindex: true })}>
        <Route path="ritual/:id" element={<RitualPage />} handle={handle({ data: 'ritual' })} />
        <Route path="progress" element={<ProgressPage />} handle={handle({ data: 'progress' })} />
        <Route path="daily-tip" element={<DailyTipPage />} handle={handle({ data: 'dailyTip' })} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      {/* Guest-only: a signed-in user is sent home. */}
      <Route element={<GuestOnly />} handle={handle({ access: 'guest', meta: 'auth' })}>
        <Route path="auth/login" element={<LoginPage />} />
        <Route path="auth/register" element={<RegisterPage />} />
        <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
      </Route>
      <Route
        path="auth/reset-password"
        element={<ResetPasswordPage />}
        handle={handle({ meta: 'auth', noindex: true })}
      />
      <Route
        path="auth/callback"
        element={<CallbackPage />}
        handle={handle({ meta: 'auth', noindex: true })}
      />
    </Route>
    <Route
      path="rituals"
      element={<RedirectKeepingQuery pathname="/" />}
      handle={handle({ redirectTo: '/', keepQuery: true })}
    />
    <Route
      path="login"
      element={<RedirectKeepingQuery pathname="/auth/login" />}
      handle={handle({ redirectTo: '/auth/login', keepQuery: true })}
    />
    <Route
      path="register"
      element={<RedirectKeepingQuery pathname="/auth/register" />}
      handle={handle({ redirectTo: '/auth/register', keepQuery: true })}
    />
    <Route path="*" element={<Navigate replace to="/" />} handle={handle({ redirectTo: '/' })} />
  </>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
