import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonStyles } from '../ui/button-styles.ts';

/** Signed-out entry points; account-area.tsx shows the user menu instead once signed in. */
export function AuthLinks({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={stacked ? 'grid grid-cols-2 gap-2' : 'flex items-center gap-1.5'}>
      <Link
        to="/auth/login"
        className={stacked ? buttonStyles.secondary : buttonStyles.ghost}
        onClick={onNavigate}
      >
        {t('auth.signIn')}
      </Link>
      <Link to="/auth/register" className={buttonStyles.primary} onClick={onNavigate}>
        {t('auth.signUp')}
      </Link>
    </div>
  );
}
