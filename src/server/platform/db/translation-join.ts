import { sql, type JoinBuilder } from 'kysely';
import type { Language } from '../../../shared/languages.ts';

/**
 * The join condition for a translation table aliased `t`: its row for `key = ref` in one
 * language. Texts live apart from what they describe, one row per language, so every read of a
 * text joins this way: `.leftJoin('ritual_translations as t', translationIn(lang, 't.ritual_id', 'r.id'))`.
 * The two references are plain SQL names (Kysely cannot type them before the join exists); a
 * wrong one fails every integration test that reads the query.
 */
export function translationIn(language: Language, key: `t.${string}`, ref: `${string}.${string}`) {
  return <DB, TB extends keyof DB>(join: JoinBuilder<DB, TB>) =>
    join.onRef(sql.ref(key), '=', sql.ref(ref)).on(sql.ref('t.language'), '=', language);
}
