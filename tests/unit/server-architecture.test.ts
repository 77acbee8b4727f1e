import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveImport, sourceFiles } from './support/imports.ts';

// The server's walls (docs/architecture.md). `platform/` is the ground every module stands on and
// knows none of them; a module is a folder under `modules/` whose `index.ts` is the only file any
// other code imports; app.ts is the one place that wires modules together.
const SERVER = path.join('src', 'server');
const MODULES = path.join(SERVER, 'modules');

/**
 * Which modules each module may import, lower ones first. Why this order: `auth` says who is signed
 * in, which every personal module needs; `content` loads the files the catalogue is made of;
 * `achievements` is the one writer of awards and celebrations: it awards points for what
 * `completions`, `daily-tip` and `journeys` record, and is the one source of the points the `shop`
 * spends and the achievements `progress` shows; `completions` stores a completion and, inside its
 * transaction, the journey step `journeys` marks (wired in app.ts, so `completions` does not import
 * it); `progress` only reads what the others wrote; `reminders` recalls the day's tip and the step of each
 * journey the user follows, so it comes after `journeys`; `account`
 * shows and deletes what the others keep; `health` asks the catalogue whether the content is in;
 * `api-docs` describes every module's routes, so it sits on top.
 * A module missing from a list may not be imported by it, which also rules out a cycle of modules.
 */
const MODULE_DEPENDENCIES: Record<string, readonly string[]> = {
  auth: [],
  content: [],
  catalogue: [],
  moon: [],
  achievements: ['auth'],
  journal: ['auth'],
  shop: ['achievements', 'auth'],
  journeys: ['achievements', 'auth'],
  completions: ['achievements', 'auth'],
  progress: ['achievements', 'auth'],
  'daily-tip': ['achievements', 'auth'],
  reminders: ['daily-tip', 'journeys', 'auth'],
  account: ['auth'],
  health: ['catalogue'],
  pages: [],
  'api-docs': [
    'account',
    'achievements',
    'auth',
    'catalogue',
    'completions',
    'daily-tip',
    'health',
    'journal',
    'journeys',
    'moon',
    'progress',
    'reminders',
    'shop',
  ],
};

interface ServerImport {
  file: string;
  spec: string;
  /** The imported file relative to the repository root, or undefined for a package. */
  target: string | undefined;
}

function serverImports(): ServerImport[] {
  const found: ServerImport[] = [];
  for (const file of sourceFiles(SERVER)) {
    for (const spec of importsOf(file)) found.push({ file, spec, target: resolveImport(file, spec) });
  }
  return found;
}

const moduleOf = (file: string) => {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};
const describeImport = (i: ServerImport) => `${i.file} imports ${i.spec}`;

describe('server walls', () => {
  const imports = serverImports();

  it('declares every module folder', () => {
    expect(Object.keys(MODULE_DEPENDENCIES).sort()).toEqual(readdirSync(MODULES).sort());
  });

  it('platform/ knows no module and not the composition root', () => {
    const bad = imports.filter(
      (i) =>
        i.file.startsWith(path.join(SERVER, 'platform')) &&
        i.target &&
        (moduleOf(i.target) !== undefined || i.target === path.join(SERVER, 'app.ts')),
    );
    expect(bad.map(describeImport)).toEqual([]);
  });

  it("code outside a module reaches it only through the module's index.ts", () => {
    const bad = imports.filter((i) => {
      const to = i.target && moduleOf(i.target);
      return to && moduleOf(i.file) !== to && path.basename(i.target!) !== 'index.ts';
    });
    expect(bad.map(describeImport)).toEqual([]);
  });

  it('modules import each other only along the declared order', () => {
    const bad = imports.filter((i) => {
      const from = moduleOf(i.file);
      const to = i.target && moduleOf(i.target);
      return from && to && from !== to && !MODULE_DEPENDENCIES[from]?.includes(to);
    });
    expect(bad.map(describeImport)).toEqual([]);
  });

  it('no file imports itself back, even by types alone', () => {
    // Tarjan's strongly connected components over every file's imports within the server and
    // src/shared: any component of more than one file is a cycle.
    const edges = new Map<string, string[]>();
    const files = [...sourceFiles(SERVER), ...sourceFiles(path.join('src', 'shared'))];
    for (const file of files) {
      edges.set(
        file,
        importsOf(file)
          .map((spec) => resolveImport(file, spec))
          .filter((t): t is string => t !== undefined && files.includes(t)),
      );
    }
    const cycles: string[][] = [];
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    let counter = 0;
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      onStack.add(file);
      for (const next of edges.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file)!, low.get(next)!));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
