import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { checkInterfaceTexts, interfaceTexts, textsOf } from './interface-texts.ts';

async function localesWith(fr: object): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'locales-'));
  for (const lang of LANGUAGES) {
    await mkdir(path.join(dir, lang));
    await writeFile(path.join(dir, lang, 'common.json'), JSON.stringify(lang === 'fr' ? fr : { ok: 'Ok' }));
  }
  return dir;
}

describe('interface texts', () => {
  it('finds a locale string in the other voice, with its file and key', async () => {
    const dir = await localesWith({ reminders: { error: 'Échec. Réessayez.' } });
    const problems = checkInterfaceTexts(
      (await interfaceTexts(dir)).filter((t) => t.file.startsWith('src/web')),
    );
    expect(problems).toEqual([
      {
        file: 'src/web/locales/fr/common.json',
        field: 'reminders.error',
        message: expect.stringContaining('"Réessayez" addresses the reader as vous'),
      },
    ]);
  });

  it('checks server and e-mail texts, including those made by a function', () => {
    const table = {
      es: { subject: 'Confirma tu correo electrónico' },
      en: { subject: 'Confirm your colour' },
      fr: { greeting: (name: string) => `Bonjour ${name} :` },
      pt: { subject: 'Confirme seu e-mail' },
    };
    const problems = checkInterfaceTexts(textsOf('src/server/platform/mail/mail-texts.ts', table));
    expect(problems.map((p) => p.field)).toEqual(['es.subject', 'en.subject', 'fr.greeting']);
  });

  it('holds the repository’s own interface texts to the house style', async () => {
    const texts = await interfaceTexts(path.resolve(import.meta.dirname, '../../../web/locales'));
    expect(texts.some((t) => t.file === 'src/server/platform/mail/mail-texts.ts' && t.lang === 'fr')).toBe(
      true,
    );
    expect(checkInterfaceTexts(texts)).toEqual([]);
  });
});
