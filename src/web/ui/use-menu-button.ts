import { useId, useRef, type KeyboardEvent, type RefObject } from 'react';

interface MenuButtonOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role its items carry: 'menuitem' or 'menuitemradio'. */
  itemRole: 'menuitem' | 'menuitemradio';
  /** Item labels in order, for first-letter jumps; omitted when the menu has none. */
  labels?: readonly string[];
}

/** What the menu itself (use-menu.ts) needs from its button. */
export interface MenuLink extends MenuButtonOptions {
  id: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The item to focus when the menu opens (-1 is the last). */
  focusOnOpen: RefObject<number>;
  closeToButton: () => void;
}

/**
 * The button of a WAI-ARIA menu button, shared by the header's menus: ArrowDown/ArrowUp open the
 * menu on its first/last item. The menu's own behaviour is in use-menu.ts, so a menu that is not
 * open yet can load it when first opened.
 */
export function useMenuButton(options: MenuButtonOptions) {
  const { open, onOpenChange } = options;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef(0);
  const id = useId();

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

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    id: `${id}-button`,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? `${id}-menu` : undefined,
    onKeyDown: onButtonKeyDown,
  };
  const menu: MenuLink = { ...options, id, buttonRef, focusOnOpen, closeToButton };
  return { buttonProps, openAt, closeToButton, menu };
}
