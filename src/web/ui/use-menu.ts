import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MenuLink } from './use-menu-button.ts';

function menuItems(menu: HTMLElement | null, role: string): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>(`[role="${role}"]`) ?? [])];
}

function focusItem(menu: HTMLElement | null, role: string, index: number): void {
  const list = menuItems(menu, role);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * The keyboard and pointer behaviour of an open menu of a menu button (use-menu-button.ts): arrows
 * and Home/End move (index -1 is the last item), first letters jump, Enter/Space choose (links
 * included), Escape closes back to the button, Tab or a click outside closes.
 */
export function useMenu({
  open,
  onOpenChange,
  itemRole,
  labels,
  id,
  buttonRef,
  focusOnOpen,
  closeToButton,
}: MenuLink) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    focusItem(menuRef.current, itemRole, focusOnOpen.current);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange, itemRole, focusOnOpen, buttonRef]);

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

  return {
    ref: menuRef,
    id: `${id}-menu`,
    role: 'menu' as const,
    tabIndex: -1,
    'aria-labelledby': `${id}-button`,
    onKeyDown: onMenuKeyDown,
  };
}
