import { describe, expect, it } from 'vitest';
import { RETURN_URL_MAX_LENGTH, safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it.each([
    '/',
    '/progress',
    '/ritual/12',
    '/daily-tip?from=toast',
    '/?intention=love&type=candles',
    '/profile#danger',
    '/ritual/12?x=http://evil.example',
    '/a//b',
    '/%2F%2Fevil.example',
  ])('accepts the same-site path %s', (value) => {
    expect(safeReturnUrl(value)).toBe(value);
  });

  it.each([
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/progress'],
    ['slash-backslash', '/\\evil.example'],
    ['backslash-slash', '\\/evil.example'],
    ['a backslash further on', '/progress\\..\\x'],
    ['a relative path', 'progress'],
    ['a dot path', './progress'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a null byte', '/progress\u0000'],
    ['a leading space', ' /progress'],
    ['too long', `/${'a'.repeat(RETURN_URL_MAX_LENGTH)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/progress']])('refuses the non-string %j', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });
});
