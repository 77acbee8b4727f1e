import { describe, expect, it } from 'vitest';
import { deleteMeSchema, emailSchema, updateMeSchema } from './account.ts';
import { isValidTimeZone as isTimeZone } from '../zoned-time.ts';

describe('account schemas', () => {
  it('accepts e-mails up to 254 characters with at most 64 before the @', () => {
    expect(emailSchema.safeParse('luna@example.com').success).toBe(true);
    expect(emailSchema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true);
    expect(emailSchema.safeParse(`${'a'.repeat(65)}@example.com`).success).toBe(false);
    expect(emailSchema.safeParse(`a@${'b'.repeat(250)}.com`).success).toBe(false);
    expect(emailSchema.safeParse('not-an-email').success).toBe(false);
  });

  it('validates profile changes field by field', () => {
    expect(updateMeSchema.parse({ displayName: '  Luna ' })).toEqual({ displayName: 'Luna' });
    expect(updateMeSchema.safeParse({ avatarUrl: 'https://img.example.com/a.png' }).success).toBe(true);
    expect(updateMeSchema.safeParse({ avatarUrl: 'http://img.example.com/a.png' }).success).toBe(false);
    expect(updateMeSchema.safeParse({ avatarUrl: null, theme: null, timeZone: null }).success).toBe(true);
    expect(updateMeSchema.safeParse({ theme: 'sepia' }).success).toBe(false);
    expect(updateMeSchema.safeParse({ unknown: 1 }).success).toBe(false);
    expect(deleteMeSchema.safeParse({}).success).toBe(true);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(updateMeSchema.parse({ timeZone: 'asia/tokyo' }).timeZone).toBe('Asia/Tokyo');
    expect(updateMeSchema.safeParse({ timeZone: '+05:00' }).success).toBe(false);
  });
});
