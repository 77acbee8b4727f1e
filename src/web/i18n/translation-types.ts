import type { TranslationKeys } from './keys.generated.ts';

// What `t` accepts, from the keys generated out of the Spanish texts (keys.generated.ts):
// a key of its namespace or `ns:key` of any, the values that key interpolates (each required,
// `count` a number for plurals), and a default text; any other key only with its default text.
// Nothing else: the runtime reads nothing else.

export type Namespace = keyof TranslationKeys;
type KeyIn<N extends Namespace> = keyof TranslationKeys[N] & string;
type QualifiedKey = { [M in Namespace]: `${M}:${KeyIn<M>}` }[Namespace];
export type TranslationKey<N extends Namespace> = KeyIn<N> | QualifiedKey;

type NamesOf<N extends Namespace, K> = K extends `${infer M extends Namespace}:${infer R}`
  ? R extends KeyIn<M>
    ? TranslationKeys[M][R]
    : never
  : K extends KeyIn<N>
    ? TranslationKeys[N][K]
    : never;

interface Fallback {
  /** Shown (with its values) when no language has the key. */
  defaultValue?: string;
}
type Values<Names extends string> = { [P in Names]: P extends 'count' ? number : string | number };
type Options<Names> = [Names] extends [never]
  ? [options?: Fallback]
  : [options: Values<Names & string> & Fallback];

/** The texts of namespace N: `t(key, values)`. */
export interface TFunction<N extends Namespace = 'common'> {
  <K extends TranslationKey<N>>(key: K, ...options: Options<NamesOf<N, K>>): string;
  /** A key made from the server's data, which may have no text yet: its default is required. */
  (key: string, options: { defaultValue: string }): string;
}
