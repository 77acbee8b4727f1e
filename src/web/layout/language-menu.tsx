import { ChevronDown, Languages } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../i18n/language.ts';
import { useMenuButton } from '../ui/use-menu-button.ts';
import { useUiLanguage } from '../i18n/ui-language.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The open menu loads when first opened; hovering or focusing the button fetches it ahead.
const loadList = () => import('./language-menu-list.tsx');
const LanguageMenuList = lazy(loadList);

// A WAI-ARIA menu button with radio items: arrows, Home/End and first letters move, Enter/Space
// choose, Escape closes back to the button, Tab or a click outside closes.
export function LanguageMenu({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const current = useUiLanguage();
  const { buttonProps, openAt, closeToButton, menu } = useMenuButton({
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
        onPointerEnter={() => void loadList().catch(() => undefined)}
        onFocus={() => void loadList().catch(() => undefined)}
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
        <Suspense fallback={null}>
          <LanguageMenuList menu={menu} current={current} onChoose={choose} />
        </Suspense>
      )}
    </div>
  );
}
