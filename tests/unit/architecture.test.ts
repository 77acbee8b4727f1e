import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveImport, sourceFiles } from './support/imports.ts';

function violations(layer: string, forbidden: (specifier: string, resolved: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join('src', layer))) {
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      const resolved = target ? path.relative('src', target) : spec;
      if (forbidden(spec, resolved)) found.push(`${file} imports ${spec}`);
    }
  }
  return found;
}

describe('architecture boundaries', () => {
  it('shared imports neither web nor server, and does no I/O', () => {
    expect(
      violations(
        'shared',
        (spec, resolved) =>
          resolved.startsWith('web') || resolved.startsWith('server') || spec.startsWith('node:'),
      ),
    ).toEqual([]);
  });

  it('web never imports server code', () => {
    expect(
      violations('web', (spec, resolved) => resolved.startsWith('server') || spec.startsWith('node:')),
    ).toEqual([]);
  });

  it('server never imports web code', () => {
    // Only relative imports can reach src/web; a package such as `web-push` is not web code.
    expect(
      violations('server', (spec, resolved) => spec.startsWith('.') && resolved.startsWith('web')),
    ).toEqual([]);
  });
});

// The web app's layers. `app/` (providers, routes) and `layout/` (the chrome every page sits in:
// header, footer, the overlays it mounts) compose the features, so they sit on top; `lib/`, `ui/`,
// `i18n/` and `theme/` are the common ground every feature builds on, so they sit below and know
// no feature.
const WEB = path.join('src', 'web');
const COMMON = ['lib', 'ui', 'i18n', 'theme'];
const COMPOSERS = ['app', 'layout'];

/**
 * Which features each feature may import, lower layers first. Why this order: `auth` says who is
 * signed in, which everything personal needs; `progress` holds the user's completions, favourites
 * and points, which the catalogue marks on its cards; `ritual` is a catalogue entry's own page;
 * `daily-tip` awards points and `profile` shows progress settings, so both sit above `progress`;
 * `shop` spends the user's points; `journeys` (guided paths) marks the user's steps and is shown
 * by `daily-tip` and the home page (`catalogue`) (today's step); `journal` (private notes) is shown by `progress`, `ritual` and `daily-tip` (a note on the
 * committed day), and keeps a note the server cannot take for whoever `auth` says is signed in.
 * `reminders` (when and how the day's tip is recalled) is set in the profile and offered after a
 * first commitment, so both sit above it too.
 * A feature missing from a list may not be imported by it, which also rules out any cycle.
 */
const FEATURE_DEPENDENCIES: Record<string, readonly string[]> = {
  about: [],
  auth: [],
  journal: ['auth'],
  moon: [],
  reminders: [],
  progress: ['journal', 'auth'],
  catalogue: ['progress', 'moon', 'journeys', 'auth'],
  ritual: ['catalogue', 'progress', 'journal', 'auth'],
  journeys: ['progress', 'auth'],
  'daily-tip': ['reminders', 'progress', 'journal', 'moon', 'journeys', 'auth'],
  profile: ['reminders', 'progress', 'auth'],
  shop: ['progress', 'auth'],
};

interface WebImport {
  file: string;
  spec: string;
  /** The imported module relative to src/web, or undefined when it lies outside it. */
  target: string | undefined;
}

function webImports(): WebImport[] {
  const found: WebImport[] = [];
  for (const file of sourceFiles(WEB)) {
    for (const spec of importsOf(file)) {
      const absolute = resolveImport(file, spec);
      const resolved = absolute ? path.relative(WEB, absolute) : '';
      const target = resolved && !resolved.startsWith('..') ? resolved.split(path.sep).join('/') : undefined;
      found.push({ file: path.relative(WEB, file).split(path.sep).join('/'), spec, target });
    }
  }
  return found;
}

const top = (modulePath: string) => modulePath.split('/')[0] ?? '';
const featureOf = (modulePath: string) =>
  modulePath.startsWith('features/') ? modulePath.split('/')[1] : undefined;

describe('web app layers', () => {
  const imports = webImports();

  it('declares every feature folder', () => {
    const features = readdirSync(path.join(WEB, 'features')).sort();
    expect(Object.keys(FEATURE_DEPENDENCIES).sort()).toEqual(features);
  });

  it('features never import app/ or layout/', () => {
    const bad = imports.filter((i) => featureOf(i.file) && i.target && COMPOSERS.includes(top(i.target)));
    expect(bad.map((i) => `${i.file} imports ${i.spec}`)).toEqual([]);
  });

  it('lib, ui, i18n and theme never import features, app/ or layout/', () => {
    const bad = imports.filter(
      (i) =>
        COMMON.includes(top(i.file)) &&
        i.target &&
        (featureOf(i.target) || COMPOSERS.includes(top(i.target))),
    );
    expect(bad.map((i) => `${i.file} imports ${i.spec}`)).toEqual([]);
  });

  it('features import each other only along the declared order', () => {
    const bad = imports.filter((i) => {
      const from = featureOf(i.file);
      const to = i.target && featureOf(i.target);
      return from && to && from !== to && !FEATURE_DEPENDENCIES[from]?.includes(to);
    });
    expect(bad.map((i) => `${i.file} imports ${i.spec}`)).toEqual([]);
  });

  it("a feature's components/ folder is its own: others use its top-level modules", () => {
    const bad = imports.filter((i) => {
      const from = featureOf(i.file);
      const to = i.target && featureOf(i.target);
      return from && to && from !== to && i.target?.split('/')[2] === 'components';
    });
    expect(bad.map((i) => `${i.file} imports ${i.spec}`)).toEqual([]);
  });

  it('web code, and the shared code it imports, use zod/mini, never the full zod', () => {
    // Walk from every web module through the shared modules it reaches.
    const seen = new Set<string>();
    const queue = [...sourceFiles(WEB)];
    const bad: string[] = [];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of importsOf(file)) {
        if (spec === 'zod' || spec.startsWith('zod/v4') || spec === 'zod/v3')
          bad.push(`${file} imports ${spec}`);
        const next = resolveImport(file, spec);
        if (next?.startsWith(path.join('src', 'shared')) && /\.tsx?$/.test(next)) queue.push(next);
      }
    }
    expect(bad).toEqual([]);
  });
});
