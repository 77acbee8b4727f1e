import { Check } from 'lucide-react';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { LANGUAGE_NAMES } from '../i18n/language.ts';
import { useMenu } from '../ui/use-menu.ts';
import type { MenuLink } from '../ui/use-menu-button.ts';

// The open language menu, loaded when the menu is first opened (language-menu.tsx).

interface Props {
  menu: MenuLink;
  current: Language;
  onChoose: (language: Language) => void;
}

export default function LanguageMenuList({ menu, current, onChoose }: Props) {
  const menuProps = useMenu(menu);
  return (
    <div
      {...menuProps}
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
          onClick={() => onChoose(language)}
          className="relative flex w-full items-center rounded-xl py-2 pr-3 pl-9 text-left text-sm hover:bg-primary-soft focus:bg-primary-soft aria-checked:font-semibold"
        >
          {language === current && (
            <Check aria-hidden="true" className="absolute left-3 size-4 text-primary" />
          )}
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
