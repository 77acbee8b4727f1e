import {
  BadgeCheck,
  CalendarDays,
  Earth,
  Gift,
  ShieldCheck,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';

const FEATURES: readonly {
  key: 'multicultural' | 'verified' | 'daily' | 'safe' | 'customizable' | 'free';
  icon: LucideIcon;
}[] = [
  { key: 'multicultural', icon: Earth },
  { key: 'verified', icon: BadgeCheck },
  { key: 'daily', icon: CalendarDays },
  { key: 'safe', icon: ShieldCheck },
  { key: 'customizable', icon: SlidersHorizontal },
  { key: 'free', icon: Gift },
];

export function FeatureGrid() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-center text-3xl font-semibold">
        {t('features.title')}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5.5" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{t(`features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
