// A content directory with `count` rituals in the four languages, made from the real ones: each
// copy gets its own id, slug, title, step order and popularity, so the catalogue grows without
// repeating itself word for word. Tips and achievements are the real files.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../src/server/modules/content/content-loader.ts';
import { LANGUAGES } from '../src/shared/languages.ts';

const REAL = path.resolve('content');
/** Words added to copied titles, per language, so titles stay distinct and searchable. */
const EXTRA: Record<(typeof LANGUAGES)[number], string[]> = {
  es: ['del alba', 'de la tarde', 'del jardín', 'del mar', 'de montaña', 'de invierno', 'de verano'],
  en: [
    'at dawn',
    'in the evening',
    'of the garden',
    'by the sea',
    'of the mountain',
    'in winter',
    'in summer',
  ],
  fr: ['de l’aube', 'du soir', 'du jardin', 'de la mer', 'de montagne', 'd’hiver', 'd’été'],
  pt: ['da aurora', 'da tarde', 'do jardim', 'do mar', 'da montanha', 'de inverno', 'de verão'],
};

export async function writeSyntheticContent(dir: string, count: number): Promise<void> {
  const real = await loadContent(REAL);
  mkdirSync(path.join(dir, 'rituals'), { recursive: true });
  cpSync(path.join(REAL, 'daily-tips'), path.join(dir, 'daily-tips'), { recursive: true });
  cpSync(path.join(REAL, 'achievements.json'), path.join(dir, 'achievements.json'));
  for (let n = 0; n < count; n++) {
    const base = real.rituals[n % real.rituals.length]!;
    const round = Math.floor(n / real.rituals.length);
    const id = n + 1;
    const slug = round === 0 ? base.slug : `${base.slug}-${round}`;
    const rotate = <T>(items: T[]) => [
      ...items.slice(round % items.length),
      ...items.slice(0, round % items.length),
    ];
    const translations = Object.fromEntries(
      LANGUAGES.map((lang) => {
        const t = base.translations[lang];
        const extra = EXTRA[lang][round % EXTRA[lang].length]!;
        const title = round === 0 ? t.title : `${t.title} ${extra} ${round}`.slice(0, 120);
        return [lang, { ...t, title, steps: rotate(t.steps) }];
      }),
    );
    const ritual = {
      ...base,
      id,
      slug,
      popularity_score: (base.popularity_score + round * 37) % 101,
      is_active: true,
      translations,
    };
    const file = `${String(id).padStart(3, '0')}-${slug}.json`;
    writeFileSync(path.join(dir, 'rituals', file), JSON.stringify(ritual));
  }
}
