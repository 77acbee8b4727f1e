import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

interface MenuButtonOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role its items carry: 'menuitem' or 'menuitemradio'. */
  itemRole: 'menuitem' | 'menuitemradio';
  /** Item labels in order, for first-letter jumps; omitted when the menu has none. */
  labels?: readonly string[];
}

function menuItems(menu: HTMLElement | null, role: string): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>(`[role="${role}"]`) ?? [])];
}

function focusItem(menu: HTMLElement | null, role: string, index: number): void {
  const list = menuItems(menu, role);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * The keyboard and pointer behaviour of a WAI-ARIA menu button, shared by the header's menus:
 * arrows and Home/End move (index -1 is the last item), first letters jump, Enter/Space choose
 * (links included), Escape closes back to the button, Tab or a click outside closes.
 */
export function useMenuButton({ open, onOpenChange, itemRole, labels }: MenuButtonOptions) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(0);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    focusItem(menuRef.current, itemRole, focusOnOpen.current);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange, itemRole]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    onOpenChange(true);
  };

  const closeToButton = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems(menuRef.current, itemRole);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(menuRef.current, itemRole, moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    } else if (event.key === 'Tab') {
      onOpenChange(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault();
      document.activeElement.click();
    } else if (labels && event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const match = labels.findIndex((label) => label.toLowerCase().startsWith(event.key.toLowerCase()));
      if (match >= 0) focusItem(menuRef.current, itemRole, match);
    }
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    id: `${id}-button`,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? `${id}-menu` : undefined,
    onKeyDown: onButtonKeyDown,
  };
  const menuProps = {
    ref: menuRef,
    id: `${id}-menu`,
    role: 'menu' as const,
    tabIndex: -1,
    'aria-labelledby': `${id}-button`,
    onKeyDown: onMenuKeyDown,
  };
  return { buttonProps, menuProps, openAt, closeToButton };
}
