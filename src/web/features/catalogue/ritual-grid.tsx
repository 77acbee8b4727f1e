import type { Ritual } from '#shared/api/catalogue.ts';
import { useRitualMarks } from '../progress/marks.ts';
import { RitualCard } from './components/ritual-card.tsx';

/** 1 column on phones up to 6 on very wide screens; signed in, each card shows the user's marks. */
export function RitualGrid({
  rituals,
  columns = 'sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6',
}: {
  rituals: readonly Ritual[];
  /** Column classes from sm up, for a narrower container than the catalogue's. */
  columns?: string;
}) {
  const marks = useRitualMarks();
  return (
    <ul className={`grid grid-cols-1 gap-4 ${columns}`}>
      {rituals.map((ritual) => (
        // A card off screen is laid out when it comes near (docs/decisions/0043-start-up-main-thread.md).
        <li
          key={ritual.id}
          data-ritual-id={ritual.id}
          className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]"
        >
          <RitualCard
            ritual={ritual}
            completed={marks?.completed.has(ritual.id) ?? false}
            favorite={marks?.favorites.has(ritual.id) ?? false}
          />
        </li>
      ))}
    </ul>
  );
}
