import { Check, ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../i18n/language.ts';
import { useMenuButton } from '../ui/use-menu-button.ts';
import { useUiLanguage } from '../i18n/ui-language.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// A WAI-ARIA menu button with radio items: arrows, Home/End and first letters move, Enter/Space
// choose, Escape closes back to the button, Tab or a click outside closes.
export function LanguageMenu({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const current = useUiLanguage();
  const { buttonProps, menuProps, openAt, closeToButton } = useMenuButton({
    open,
    onOpenChange,
    itemRole: 'menuitemradio',
    labels: LANGUAGES.map((l) => LANGUAGE_NAMES[l]),
  });

  const choose = (language: Language) => {
    closeToButton();
    void changeLanguage(language);
  };

  return (
    <div className="relative">
      <button
        {...buttonProps}
        onClick={() => (open ? onOpenChange(false) : openAt(LANGUAGES.indexOf(current)))}
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
