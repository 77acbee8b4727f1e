import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

// `t` as the pages call it, over the real Spanish and English texts. The lines marked as expected
// type errors are what the generated types refuse: npm run typecheck fails if they are accepted.

describe('typed t over the real texts', () => {
  it('asks for the values a text interpolates and fills them in', async () => {
    await i18n.loadNamespaces(['moon', 'catalogue'], 'en');
    const t = i18n.getFixedT('en', 'moon');
    expect(t('illumination', { percent: 42 })).toContain('42');
    // @ts-expect-error: the text needs its percent.
    expect(t('illumination')).not.toContain('{{');
  });

  it('takes count for a plural, as a number, and reads other namespaces through ns:key', async () => {
    await i18n.loadNamespaces(['common', 'catalogue'], 'en');
    const t = i18n.getFixedT('en', 'common');
    expect(t('catalogue:results.count', { count: 1 })).not.toBe(t('catalogue:results.count', { count: 2 }));
    // @ts-expect-error: a count is a number.
    t('catalogue:results.count', { count: '2' });
  });

  it('refuses keys that do not exist and options the runtime does not read', () => {
    const t = i18n.getFixedT('es', 'common');
    // @ts-expect-error: no such key.
    expect(t('account.nothingHere')).toBe('account.nothingHere');
    // @ts-expect-error: context is not an option.
    t('account.menu', { context: 'male' });
    // @ts-expect-error: returnObjects is not an option.
    t('account.menu', { returnObjects: true });
  });

  it('takes a key made from data only with a default text', () => {
    const t = i18n.getFixedT('es', 'progress');
    expect(t(`achievements.categories.${'unknown' as string}`, { defaultValue: 'Otra' })).toBe('Otra');
  });
});
