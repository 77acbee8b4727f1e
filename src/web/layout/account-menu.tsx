import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { CurrentUser } from '../features/auth/session.ts';
import { Avatar } from '../ui/avatar.tsx';
import { buttonStyles } from '../ui/button-styles.ts';
import { useMenu } from '../ui/use-menu.ts';
import { useMenuButton } from '../ui/use-menu-button.ts';

// Loaded only once someone is signed in (account-area.tsx), so visitors do not download it.

interface Props {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

const ITEM =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-primary-soft focus:bg-primary-soft';

// The signed-in user's menu (the header's user menu), a menu button like the language menu. The header
// keeps at most one of its pop-ups open.
export function AccountMenu({ user, open, onOpenChange, onSignOut }: Props) {
  const { t } = useTranslation();
  const { buttonProps, openAt, menu } = useMenuButton({ open, onOpenChange, itemRole: 'menuitem' });
  const menuProps = useMenu(menu);

  return (
    <div className="relative">
      <button
        {...buttonProps}
        onClick={() => (open ? onOpenChange(false) : openAt(0))}
        className={`inline-flex h-10 max-w-56 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-sm font-semibold text-ink hover:bg-primary-soft ${open ? 'bg-primary-soft' : ''}`}
      >
        <Avatar name={user.displayName} url={user.avatarUrl} />
        <span className="sr-only">{t('account.menu')}</span>
        <span className="truncate">{user.displayName}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 opacity-70 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          {...menuProps}
          className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-surface p-1.5 text-ink shadow-xl shadow-black/10"
        >
          <div role="none" className="border-b border-line px-3 pt-2 pb-3">
            <p className="truncate text-sm font-semibold">{user.displayName}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
          </div>
          <div role="none" className="pt-1.5">
            <Link
              to="/profile"
              role="menuitem"
              tabIndex={-1}
              className={ITEM}
              onClick={() => onOpenChange(false)}
            >
              <UserRound aria-hidden="true" className="size-4 text-ink-muted" />
              {t('account.profile')}
            </Link>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={ITEM}
              onClick={() => {
                onOpenChange(false);
                onSignOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
              {t('account.signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The same inside the mobile menu, laid out as a card with two buttons. */
export function MobileAccountMenu({
  user,
  onNavigate,
  onSignOut,
}: {
  user: CurrentUser;
  onNavigate: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex items-center gap-3 px-4 pb-3">
        <Avatar name={user.displayName} url={user.avatarUrl} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.displayName}</p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Link to="/profile" className={buttonStyles.secondary} onClick={onNavigate}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('account.profile')}
        </Link>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            onNavigate();
            onSignOut();
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('account.signOut')}
        </button>
      </div>
    </div>
  );
}
