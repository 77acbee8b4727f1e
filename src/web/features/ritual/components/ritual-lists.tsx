import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { CardSection } from '#web/ui/card-section.tsx';

/** A card with a bulleted list (objects, benefits); nothing at all when the list is empty. */
export function ListSection({
  id,
  title,
  icon,
  items,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  items: readonly string[];
}) {
  if (items.length === 0) return null;
  return (
    <CardSection headingId={id} title={title} icon={icon}>
      <ul className="mt-4 space-y-2">
        {items.map((item, i) => (
          <li key={i} className="flex gap-3 leading-relaxed">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** Safety notes come first and stand out: they are read before the steps, not after. */
export function SafetyNotes({ notes }: { notes: readonly string[] }) {
  const { t } = useTranslation('ritual');
  if (notes.length === 0) return null;
  return (
    <section
      aria-labelledby="safety-heading"
      className="rounded-2xl border-2 border-amber-400/70 bg-amber-50 p-5 text-amber-950 sm:p-6 dark:border-amber-300/40 dark:bg-amber-300/10 dark:text-amber-100"
    >
      <h2 id="safety-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5" />
        {t('safety.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed">
        {notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
