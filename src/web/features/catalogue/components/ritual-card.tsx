import { CircleCheck, Clock, Footprints, Globe, Heart, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Ritual } from '#shared/api/catalogue.ts';
import { formatMinutes } from '#web/lib/format-number.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { RITUAL_TYPE_STYLE } from '../ritual-type-style.ts';

const MAX_OBJECT_PILLS = 3;

function useMinutes() {
  const { i18n } = useTranslation();
  return (minutes: number) => formatMinutes(minutes, i18n.language, 'short');
}

interface MarkProps {
  /** Both the tooltip and what a screen reader hears. */
  label: string;
  icon: LucideIcon;
  filled?: boolean;
  /** The colours. */
  className: string;
}

/** A round mark in the card's corner: completed, favourite, featured. */
function Mark({ label, icon: Icon, filled = false, className }: MarkProps) {
  return (
    <span title={label} className={`grid size-7 place-items-center rounded-full ${className}`}>
      <Icon aria-hidden="true" className={filled ? 'size-4 fill-current' : 'size-4'} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

interface Props {
  ritual: Ritual;
  /** The signed-in user completed it. */
  completed?: boolean;
  /** The signed-in user keeps it among their favourites. */
  favorite?: boolean;
}

export function RitualCard({ ritual, completed = false, favorite = false }: Props) {
  const { t } = useTranslation('catalogue');
  const { label } = useTaxonomy();
  const minutes = useMinutes();
  const style = RITUAL_TYPE_STYLE[ritual.type];
  const shown = ritual.objects.slice(0, MAX_OBJECT_PILLS);
  const rest = ritual.objects.length - shown.length;

  return (
    <Link
      to={`/ritual/${ritual.id}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/10 focus-visible:rounded-2xl motion-reduce:hover:translate-y-0"
    >
      <span aria-hidden="true" className={`h-1 w-full ${style.bar}`} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <span
            className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-xs leading-snug font-semibold ${style.badge}`}
          >
            <span aria-hidden="true">{style.emoji}</span>
            {label('type', ritual.type)}
          </span>
          <span className="flex shrink-0 items-center gap-1.5">
            {completed && (
              <Mark label={t('card.completed')} icon={CircleCheck} className="bg-success-soft text-success" />
            )}
            {favorite && (
              <Mark
                label={t('card.favorite')}
                icon={Heart}
                filled
                className="bg-rose-100 text-rose-700 dark:bg-rose-300/15 dark:text-rose-200"
              />
            )}
            {ritual.is_featured && (
              <Mark
                label={t('card.featured')}
                icon={Sparkles}
                className="shrink-0 bg-accent/15 text-accent-ink"
              />
            )}
          </span>
        </div>
        <h3 className="text-lg leading-snug font-semibold text-ink group-hover:text-primary">
          {ritual.title}
        </h3>
        <p className="text-sm font-medium text-accent-ink">{label('intention', ritual.intention)}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('card.duration')}</span>
            </dt>
            <dd>{minutes(ritual.duration_minutes)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Globe aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('filters.groups.culture')}</span>
            </dt>
            <dd>{label('culture', ritual.culture)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          {shown.length > 0 && (
            <ul aria-label={t('card.objects')} className="flex flex-wrap gap-1.5">
              {shown.map((object, index) => (
                <li
                  key={index}
                  className="max-w-full truncate rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs text-ink"
                >
                  {object}
                </li>
              ))}
              {rest > 0 && (
                <li className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-ink">
                  <span aria-hidden="true">+{rest}</span>
                  <span className="sr-only">{t('card.moreObjects', { count: rest })}</span>
                </li>
              )}
            </ul>
          )}
          <p className="flex items-center gap-1.5 border-t border-line pt-3 text-sm text-ink-muted">
            <Footprints aria-hidden="true" className="size-4" />
            {t('card.steps', { count: ritual.steps.length })}
          </p>
        </div>
      </div>
    </Link>
  );
}
