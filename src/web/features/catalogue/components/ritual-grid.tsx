import type { Ritual } from '../../../../shared/ritual.ts';
import { RitualCard } from './ritual-card.tsx';

/** 1 column on phones up to 6 on very wide screens. */
export function RitualGrid({ rituals }: { rituals: readonly Ritual[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6">
      {rituals.map((ritual) => (
        <li key={ritual.id}>
          <RitualCard ritual={ritual} />
        </li>
      ))}
    </ul>
  );
}
