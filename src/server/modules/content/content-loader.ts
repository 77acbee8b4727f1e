import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  achievementFileSchema,
  dailyTipFileSchema,
  journeyFileSchema,
  ritualFileSchema,
  type DailyTipEntry,
  type Content,
  type JourneyFile,
  type RitualFile,
} from '../../../shared/content-schema.ts';
import { checkAchievements } from './achievement-rules.ts';
import { checkContentRules } from './content-rules.ts';
import { checkJourneys } from './journey-rules.ts';
import { pace } from '../../platform/http/pacer.ts';
import { ContentError, type ContentProblem } from './content-error.ts';

const READ_AHEAD = 32;

async function readJson(file: string, problems: ContentProblem[]): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    problems.push({ file, field: '(file)', message: (error as Error).message });
    return undefined;
  }
}

function parse<T extends z.ZodType>(
  schema: T,
  data: unknown,
  file: string,
  problems: ContentProblem[],
): z.infer<T> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file, field: issue.path.join('.') || '(root)', message: issue.message });
  }
  return undefined;
}

async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => path.join(dir, n));
}

/** Reads and validates every content file; throws ContentError listing each problem. */
export async function loadContent(contentDir: string): Promise<Content> {
  const problems: ContentProblem[] = [];
  const rituals: RitualFile[] = [];
  const files = await jsonFiles(path.join(contentDir, 'rituals'));
  // Read a few dozen files at a time: one by one, a catalogue of thousands waits on each read.
  const texts: unknown[] = [];
  for (let at = 0; at < files.length; at += READ_AHEAD) {
    texts.push(...(await Promise.all(files.slice(at, at + READ_AHEAD).map((f) => readJson(f, problems)))));
  }
  // Checked one file at a time, pausing now and then: ten thousand at once hold the loop for seconds.
  for (const [n, file] of files.entries()) {
    await pace();
    const ritual = parse(ritualFileSchema, texts[n], file, problems);
    // The parsed copy is all that is kept: the raw one would double what the collector walks.
    texts[n] = undefined;
    if (!ritual) continue;
    const expected = `${String(ritual.id).padStart(3, '0')}-${ritual.slug}.json`;
    if (path.basename(file) !== expected) {
      problems.push({ file, field: 'id/slug', message: `file should be named ${expected}` });
    }
    rituals.push(ritual);
  }
  const tips: DailyTipEntry[] = [];
  for (const file of await jsonFiles(path.join(contentDir, 'daily-tips'))) {
    tips.push(...(parse(dailyTipFileSchema, await readJson(file, problems), file, problems) ?? []));
  }
  const achievementsFile = path.join(contentDir, 'achievements.json');
  const achievements =
    parse(achievementFileSchema, await readJson(achievementsFile, problems), achievementsFile, problems) ??
    [];
  const journeys: JourneyFile[] = [];
  for (const file of await jsonFiles(path.join(contentDir, 'journeys'))) {
    const journey = parse(journeyFileSchema, await readJson(file, problems), file, problems);
    if (!journey) continue;
    if (path.basename(file) !== `${journey.slug}.json`) {
      problems.push({ file, field: 'slug', message: `file should be named ${journey.slug}.json` });
    }
    journeys.push(journey);
  }

  const content = { rituals, tips, achievements, journeys };
  problems.push(
    ...(await checkContentRules(content)),
    ...checkAchievements(content.achievements),
    ...checkJourneys(content),
  );
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}
