import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useTheme } from '../theme/use-theme.ts';
import { buttonStyles } from '../ui/button-styles.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={buttonStyles.icon}
      aria-label={label}
      title={label}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
