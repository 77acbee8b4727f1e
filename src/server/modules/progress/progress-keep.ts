import type { Language } from '../../../shared/languages.ts';
import { parseInstant } from '../../../shared/zoned-time.ts';
import type { UserProgress } from '../../../shared/api/progress.ts';
import { PreparedAnswer } from '../../platform/http/compress-answers.ts';
import { LruMap } from '../../platform/lru-map.ts';
import { RECENT_UNLOCK_MS } from './progress-summary.ts';

/**
 * What a progress answer was built from besides the content: the user's activity version (changed
 * by the database on every write the page shows, migration 0015), time zone and local date.
 */
export interface ProgressStamp {
  version: number;
  timeZone: string;
  today: string;
}

interface Kept {
  stamp: ProgressStamp;
  /** The instant (ms) an achievement leaves "recently unlocked": the answer changes then. */
  freshUntil: number;
  answer: PreparedAnswer<UserProgress>;
}

const keyOf = (userId: string, language: Language) => `${language}:${userId}`;

const sameStamp = (a: ProgressStamp, b: ProgressStamp) =>
  a.version === b.version && a.timeZone === b.timeZone && a.today === b.today;

/** The first instant at which one of the answer's recent unlocks is no longer recent. */
function freshUntil(answer: UserProgress): number {
  let until = Number.POSITIVE_INFINITY;
  for (const a of answer.recently_unlocked) {
    const at = parseInstant(a.unlocked_at ?? '');
    if (at !== null) until = Math.min(until, at + RECENT_UNLOCK_MS + 1);
  }
  return until;
}

/**
 * The last progress answer built for each user and language, given back unchanged while nothing
 * it shows can differ (docs/decisions/0029-progress-answers-kept.md): the page is asked for on
 * every visit and focus, and building it reads six tables and walks the whole history. What is
 * kept is the answer's JSON (and its gzip once asked for), a few times smaller than the object.
 * Bounded: the least recently asked-for answer goes first.
 */
export function createProgressKeep(limit: number) {
  const kept = new LruMap<string, Kept>(limit);
  return {
    get(
      userId: string,
      language: Language,
      stamp: ProgressStamp,
      now: Date,
    ): PreparedAnswer<UserProgress> | undefined {
      const key = keyOf(userId, language);
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (sameStamp(entry.stamp, stamp) && now.getTime() < entry.freshUntil) return entry.answer;
      kept.delete(key);
      return undefined;
    },
    /** Keeps the answer, made into its JSON, and gives that back. */
    set(
      userId: string,
      language: Language,
      stamp: ProgressStamp,
      answer: UserProgress,
    ): PreparedAnswer<UserProgress> {
      const prepared = new PreparedAnswer(answer);
      kept.set(keyOf(userId, language), { stamp, freshUntil: freshUntil(answer), answer: prepared });
      return prepared;
    },
  };
}
