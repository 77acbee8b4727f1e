import { describe, expect, it } from 'vitest';
import { isLegacyAuthKey, removeLegacyAuthStorage } from './legacy-storage.ts';

function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => void data.delete(key),
    keys: () => [...data.keys()].sort(),
  };
}

describe('legacy auth storage', () => {
  it.each([
    'mockUser',
    'mock_user',
    'ritualia-mock-user',
    'user_progress',
    'user_123',
    'currentUser',
    'current_user',
  ])('treats %s as legacy', (key) => expect(isLegacyAuthKey(key)).toBe(true));

  it.each(['theme', 'language', 'users', 'my_user_', 'daily_2025-01-01', 'completedRituals'])(
    'keeps %s',
    (key) => expect(isLegacyAuthKey(key)).toBe(false),
  );

  it('removes every legacy key and nothing else', () => {
    const storage = memoryStorage({
      theme: 'dark',
      language: 'en',
      mockUser: '{"id":"mock"}',
      user_progress: '{}',
      user_achievements: '[]',
      'sb-abc-auth-token': '{"access_token":"x"}',
    });
    expect(removeLegacyAuthStorage(storage).sort()).toEqual([
      'mockUser',
      'sb-abc-auth-token',
      'user_achievements',
      'user_progress',
    ]);
    expect(storage.keys()).toEqual(['language', 'theme']);
  });

  it('survives storage that throws', () => {
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(removeLegacyAuthStorage(blocked)).toEqual([]);
  });
});
