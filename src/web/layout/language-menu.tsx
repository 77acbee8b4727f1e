import { Check, ChevronDown, Languages } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../shared/languages.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../i18n/language.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
}

function focusItem(menu: HTMLElement | null, index: number): void {
  const list = menuItems(menu);
  list[(index + list.length) % list.length]?.focus();
}

// A WAI-ARIA menu button with radio items: arrows, Home/End and first letters move, Enter/Space
// choose, Escape closes back to the button, Tab or a click outside closes.
export function LanguageMenu({ open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
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

  const choose = (language: Language) => {
    onOpenChange(false);
    buttonRef.current?.focus();
    void changeLanguage(language);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1);
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
    } else if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const match = LANGUAGES.findIndex((l) =>
        LANGUAGE_NAMES[l].toLowerCase().startsWith(event.key.toLowerCase()),
      );
      if (match >= 0) focusItem(menuRef.current, match);
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
        onClick={() => (open ? onOpenChange(false) : openAt(LANGUAGES.indexOf(current)))}
        onKeyDown={onButtonKeyDown}
        title={t('language.label')}
        className={`inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-primary-soft ${open ? 'bg-primary-soft' : ''}`}
      >
        <Languages aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="uppercase">
          {current}
        </span>
        <span className="sr-only">{t('language.change', { language: LANGUAGE_NAMES[current] })}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 opacity-70 transition-transform ${open ? 'rotate-180' : ''}`}
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
          className="absolute right-0 z-50 mt-2 min-w-44 rounded-2xl border border-line bg-surface p-1.5 text-ink shadow-xl shadow-black/10"
        >
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              tabIndex={-1}
              lang={language}
              onClick={() => choose(language)}
              className="relative flex w-full items-center rounded-xl py-2 pr-3 pl-9 text-left text-sm hover:bg-primary-soft focus:bg-primary-soft aria-checked:font-semibold"
            >
              {language === current && (
                <Check aria-hidden="true" className="absolute left-3 size-4 text-primary" />
              )}
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
