import path from 'node:path';
import { ContentError } from '../content/content-error.ts';
import { loadContent } from '../content/content-loader.ts';
import { checkCoverage } from '../content/content-rules.ts';
import { checkStyle } from '../content/content-style.ts';
import { checkTipSimilarity } from '../content/tip-similarity.ts';

const dir = path.resolve(process.argv[2] ?? 'content');
try {
  const content = await loadContent(dir);
  // Breadth, house style and near-repeats are editorial: they fail this check, not the importer.
  const gaps = [...checkCoverage(content), ...checkStyle(content), ...checkTipSimilarity(content.tips)];
  if (gaps.length > 0) throw new ContentError(gaps);
  const { rituals, tips, achievements } = content;
  console.log(
    `content ok: ${rituals.length} rituals, ${tips.length} daily tips, ${achievements.length} achievements`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  for (const p of error.problems) console.error(`${p.file}: ${p.field}: ${p.message}`);
  console.error(`\n${error.problems.length} problem(s) in ${dir}`);
  process.exitCode = 1;
}
