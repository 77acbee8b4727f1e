import { lazy, Suspense } from 'react';
import { useSession, useSignOut } from '../features/auth/session.ts';
import { AuthLinks } from './auth-links.tsx';

// The signed-in menus are a separate chunk: visitors never load them, and signed-in users fetch
// them while the rest of the page renders.
const loadMenus = () => import('./account-menu.tsx');
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const MobileAccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.MobileAccountMenu })));

/** Keeps the corner's size while the session is read or the menu loads: no jump, no wrong links. */
const Slot = () => <span aria-hidden="true" className="inline-block h-10 w-44" />;

/**
 * The header's account corner on wide screens: the user menu when signed in, sign-in and sign-up
 * links otherwise.
 */
export function HeaderAccount({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user, loading } = useSession();
  const signOut = useSignOut();
  if (loading) return <Slot />;
  if (!user) return <AuthLinks />;
  return (
    <Suspense fallback={<Slot />}>
      <AccountMenu user={user} open={open} onOpenChange={onOpenChange} onSignOut={() => void signOut()} />
    </Suspense>
  );
}

/** The same inside the mobile menu. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { user, loading } = useSession();
  const signOut = useSignOut();
  if (loading) return null;
  if (!user) return <AuthLinks stacked onNavigate={onNavigate} />;
  return (
    <Suspense fallback={null}>
      <MobileAccountMenu user={user} onNavigate={onNavigate} onSignOut={() => void signOut()} />
    </Suspense>
  );
}
