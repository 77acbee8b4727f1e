import { Snowflake } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Avatar } from '#web/ui/avatar.tsx';

/** A palette seen before buying: a button, a chip and practice days in its colours, in this theme. */
export function PalettePreview({ palette }: { palette: string }) {
  const { t } = useTranslation('shop');
  return (
    <div data-palette={palette} aria-hidden="true" className="rounded-xl border border-line bg-bg p-3">
      <div className="flex items-center gap-2">
        <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-on-primary">
          {t('preview.button')}
        </span>
        <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary">
          {t('preview.chip')}
        </span>
      </div>
      <div className="mt-3 flex gap-1">
        {['bg-primary/25', 'bg-primary/45', 'bg-primary/70', 'bg-primary', 'bg-primary/45'].map((cls, i) => (
          <span key={i} className={`size-3.5 rounded-[3px] ${cls}`} />
        ))}
      </div>
    </div>
  );
}

/** An avatar frame seen before buying, around the user's initial (or a moon for a visitor). */
export function FramePreview({ frame, name }: { frame: string; name: string }) {
  return (
    <div data-frame={frame} aria-hidden="true" className="flex justify-center rounded-xl bg-bg py-5">
      <Avatar name={name} url={null} size="md" />
    </div>
  );
}

export function FreezePreview() {
  return (
    <div aria-hidden="true" className="flex justify-center rounded-xl bg-bg py-4">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-sky-100 text-sky-800 ring-2 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-700">
        <Snowflake className="size-6" />
      </span>
    </div>
  );
}
