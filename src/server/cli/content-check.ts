import path from 'node:path';
import { ContentError, loadContent } from '../content/content-loader.ts';
import { checkCoverage } from '../content/content-rules.ts';

const dir = path.resolve(process.argv[2] ?? 'content');
try {
  const content = await loadContent(dir);
  const gaps = checkCoverage(content);
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
