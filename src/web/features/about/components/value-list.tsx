import { DoorOpen, Eye, Flame, HandHeart, Heart, LockKeyhole, type LucideIcon } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';

const VALUES: readonly {
  key: 'respect' | 'honesty' | 'care' | 'openness' | 'presence' | 'privacy';
  icon: LucideIcon;
}[] = [
  { key: 'respect', icon: HandHeart },
  { key: 'honesty', icon: Eye },
  { key: 'care', icon: Heart },
  { key: 'openness', icon: DoorOpen },
  { key: 'presence', icon: Flame },
  { key: 'privacy', icon: LockKeyhole },
];

export function ValueList() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="values-heading" className="rounded-3xl bg-surface-2 px-6 py-12 sm:px-10">
      <h2 id="values-heading" className="text-center text-3xl font-semibold">
        {t('values.title')}
      </h2>
      <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {VALUES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-ink" />
            <div>
              <h3 className="text-lg font-semibold">{t(`values.${key}.title`)}</h3>
              <p className="mt-1.5 leading-relaxed text-ink-muted">{t(`values.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
