// Every classification is stored and sent as a key; labels live in the web locales
// (taxonomy.<group>.<key>) so each language words them natively.
export const RITUAL_TYPES = [
  'candles',
  'ritualBaths',
  'prayersAndPhrases',
  'amuletsAndTalismans',
  'spaceCleansing',
  'offeringsAltars',
  'symbolicWriting',
  'naturalElementRituals',
  'invocations',
  'foodRituals',
] as const;

export const INTENTIONS = [
  'love',
  'money',
  'protection',
  'health',
  'cleansing',
  'wellbeing',
  'gratitude',
  'clarity',
  'lettingGo',
  'creativity',
] as const;

export const CULTURES = [
  'andean',
  'celtic',
  'yoruba',
  'afroBrazilian',
  'hindu',
  'japanese',
  'mexican',
  'romani',
  'nordic',
  'chinese',
  'slavic',
  'brazilian',
  'europeanFolk',
  'contemporary',
] as const;

export const MOMENTS = [
  'fullMoon',
  'newMoon',
  'waxingMoon',
  'waningMoon',
  'dawn',
  'sunset',
  'night',
  'anyTime',
] as const;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

// What a ritual involves that calls for a safety note.
export const HAZARDS = ['fire', 'herbs', 'essentialOils', 'water', 'food', 'outdoors'] as const;

export const TIP_TYPES = [
  'magicalAction',
  'meditation',
  'affirmation',
  'journaling',
  'natureConnection',
  'offering',
] as const;

export type RitualType = (typeof RITUAL_TYPES)[number];
export type Intention = (typeof INTENTIONS)[number];
export type Culture = (typeof CULTURES)[number];
export type Moment = (typeof MOMENTS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Hazard = (typeof HAZARDS)[number];
export type TipType = (typeof TIP_TYPES)[number];

export const TAXONOMY = {
  type: RITUAL_TYPES,
  intention: INTENTIONS,
  culture: CULTURES,
  moment: MOMENTS,
  difficulty: DIFFICULTIES,
  hazard: HAZARDS,
  tipType: TIP_TYPES,
} as const;
export type TaxonomyGroup = keyof typeof TAXONOMY;

/** How a journey's steps are timed: one a day, or one per moon phase (docs/product-rules.md, Journeys). */
export const JOURNEY_KINDS = ['days', 'lunar'] as const;
