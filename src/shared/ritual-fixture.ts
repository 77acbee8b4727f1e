import type { Ritual } from './api/catalogue.ts';

/** Test fixture: an active Spanish ritual with plain values, changed by `overrides`. */
export function makeRitual(overrides: Partial<Ritual> & { id: number }): Ritual {
  return {
    slug: `ritual-${overrides.id}`,
    title: `Ritual ${overrides.id}`,
    type: 'candles',
    intention: 'wellbeing',
    culture: 'contemporary',
    moment: 'anyTime',
    objects: ['Un cuenco'],
    steps: ['Respira hondo.', 'Cierra los ojos.', 'Agradece.'],
    benefits: ['Calma'],
    duration_minutes: 10,
    difficulty: 'easy',
    popularity_score: 50,
    is_featured: false,
    origin_explanation: 'Práctica contemporánea.',
    safety_notes: [],
    hazards: [],
    language: 'es',
    is_active: true,
    ...overrides,
  };
}
