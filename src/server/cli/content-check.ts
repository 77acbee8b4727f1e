import path from 'node:path';
import { ContentError } from '../modules/content/index.ts';
import { loadContent } from '../modules/content/index.ts';
import { checkCoverage } from '../modules/content/index.ts';
import { checkInterfaceTexts, interfaceTexts } from '../modules/content/index.ts';
import { checkStyle } from '../modules/content/index.ts';
import { checkJourneyDifficulty } from '../modules/content/index.ts';
import { checkTipSimilarity } from '../modules/content/index.ts';
import { checkTipThemes } from '../modules/content/index.ts';

const dir = path.resolve(process.argv[2] ?? 'content');
const localesDir = path.resolve(import.meta.dirname, '../../web/locales');
try {
  const content = await loadContent(dir);
  // Breadth, easy journeys, house style and near-repeats are editorial: they fail this check, not
  // the importer. The interface's texts are held to the same voice as the content.
  const gaps = [
    ...checkCoverage(content),
    ...checkJourneyDifficulty(content),
    ...checkStyle(content),
    ...checkTipSimilarity(content.tips),
    ...checkTipThemes(content.tips),
    ...checkInterfaceTexts(await interfaceTexts(localesDir)),
  ];
  if (gaps.length > 0) throw new ContentError(gaps);
  const { rituals, tips, achievements, journeys } = content;
  console.log(
    `content ok: ${rituals.length} rituals, ${tips.length} daily tips, ${achievements.length} achievements, ${journeys.length} journeys`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  for (const p of error.problems) console.error(`${p.file}: ${p.field}: ${p.message}`);
  console.error(`\n${error.problems.length} problem(s) in ${dir}`);
  process.exitCode = 1;
}
