import { FloatingTipToast } from './components/floating-tip-toast.tsx';
import { useTimeZoneSync } from './use-time-zone-sync.ts';

/**
 * What the daily tip adds to every page, loaded after the page itself: the browser's time zone for
 * the profile and the floating toast.
 */
export default function DailyTipOverlay() {
  useTimeZoneSync();
  return <FloatingTipToast />;
}
