import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { GuestOnly, RequireAuth } from '../features/auth/guards.tsx';
import { CataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { AppLayout } from '../layout/app-layout.tsx';

// Every page but the home page is its own chunk.
const AboutPage = lazy(() => import('../features/about/about-page.tsx'));
const ShopPage = lazy(() => import('../features/shop/shop-page.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const CallbackPage = lazy(() => import('../features/auth/callback-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const DailyTipPage = lazy(() => import('../features/daily-tip/daily-tip-page.tsx'));
const RitualPage = lazy(() => import('../features/ritual/ritual-page.tsx'));
const ProgressPage = lazy(() => import('../features/progress/progress-page.tsx'));

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
        <Route path="shop" element={<ShopPage />} />
        {/* Signed-in only (docs/product-rules.md, Routes): visitors sign in and come back. */}
        <Route element={<RequireAuth />}>
          <Route path="ritual/:id" element={<RitualPage />} />
          <Route path="progress" element={<ProgressPage />} />
          <Route path="daily-tip" element={<DailyTipPage />} />
          <Route path="profile" element={<ProfilePage />} />
        </Route>
        {/* Guest-only: a signed-in user is sent home. */}
        <Route element={<GuestOnly />}>
          <Route path="auth/login" element={<LoginPage />} />
          <Route path="auth/register" element={<RegisterPage />} />
          <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route path="auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="auth/callback" element={<CallbackPage />} />
      </Route>
      <Route path="rituals" element={<RedirectKeepingQuery pathname="/" />} />
      <Route path="login" element={<RedirectKeepingQuery pathname="/auth/login" />} />
      <Route path="register" element={<RedirectKeepingQuery pathname="/auth/register" />} />
      <Route path="*" element={<Navigate replace to="/" />} />
    </Routes>
  );
}
