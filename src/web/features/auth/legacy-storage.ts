// The first version of the product kept the current user, mock users and session tokens in
// localStorage. Sessions now live only in an httpOnly cookie, so whatever such keys a browser
// still holds are removed once the page has loaded (docs/product-rules.md, Accounts and security:
// keys with mock-user markers or starting with user_).

const LEGACY_KEY_PATTERNS: readonly RegExp[] = [
  /mock[-_ ]?user/i, // mock-user markers: mockUser, mock_user, mock-user-…
  /^user_/, // user_progress, user_achievements, …
  /^current[-_]?user$/i, // the old current-user copy
  /^sb-.+-auth-token$/, // the old authentication service's stored session…
  /^supabase\.auth\.token$/,
  /^pocketbase_auth$/, // …and the records service's bearer token
];

export function isLegacyAuthKey(key: string): boolean {
  return LEGACY_KEY_PATTERNS.some((pattern) => pattern.test(key));
}

/** Removes every legacy key; storage that cannot be read (blocked, private mode) is left alone. */
export function removeLegacyAuthStorage(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && isLegacyAuthKey(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    return keys;
  } catch {
    return [];
  }
}
