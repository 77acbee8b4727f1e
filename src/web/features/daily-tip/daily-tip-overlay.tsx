import { FloatingTipToast } from './components/floating-tip-toast.tsx';
import { useTranslation } from 'react-i18next';
import { ToastRegion } from '#web/ui/toast-region.tsx';
import { useSyncSignedInUser } from './use-daily-tip.ts';
import { useTimeZoneSync } from './use-time-zone-sync.ts';

/**
 * What the daily tip adds to every page, loaded after the page itself: the sync of queued
 * commitments, the browser's time zone for the profile, the notices and the floating toast.
 */
export default function DailyTipOverlay() {
  useSyncSignedInUser();
  useTimeZoneSync();
  const { t } = useTranslation('dailyTip');
  return (
    <>
      <ToastRegion dismissLabel={t('toast.dismiss')} />
      <FloatingTipToast />
    </>
  );
}
