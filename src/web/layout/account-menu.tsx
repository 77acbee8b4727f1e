import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../features/auth/session.ts';
import { Avatar } from '../ui/avatar.tsx';
import { buttonStyles } from '../ui/button-styles.ts';

// Loaded only once someone is signed in (account-area.tsx), so visitors do not download it.

interface Props {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

function focusItem(menu: HTMLElement | null, index: number): void {
  const list = menuItems(menu);
  list[(index + list.length) % list.length]?.focus();
}

const ITEM =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-primary-soft focus:bg-primary-soft';

// The signed-in user's menu (spec §2 header): a WAI-ARIA menu button like the language menu.
// Arrows and Home/End move, Enter/Space choose, Escape closes back to the button, Tab or a click
// outside closes. The header keeps at most one of its pop-ups open.
export function AccountMenu({ user, open, onOpenChange, onSignOut }: Props) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(0);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    focusItem(menuRef.current, focusOnOpen.current);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    onOpenChange(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(menuRef.current, moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      onOpenChange(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space chooses a menu item, links included.
      event.preventDefault();
      document.activeElement.click();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? onOpenChange(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
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
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          tabIndex={-1}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
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
