import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What the content import writes depends on the content files and on the code that reads, checks
// and turns them into rows: this folder and the shared rules and schemas it uses (src/shared).
// Both go into the fingerprint, so a deploy that changes a rule imports again, as an edited file
// does. Any other change to src/shared also imports again once: harmless, as before every start did.
const codeDirs = () =>
  [
    ['server/modules/content', import.meta.dirname],
    ['shared', path.join(import.meta.dirname, '../../../shared')],
  ] as const;

// The bundled server (scripts/build-server.ts) carries that code inside itself, not as these
// folders: its build replaces this name with the hash of the code it bundled. Running from the
// sources, the name is not defined and the folders are hashed as they are.
declare const BUNDLED_CONTENT_CODE_HASH: string | undefined;

/** Every file under `dir`, as [relative path, absolute path], in a stable order. */
function filesUnder(dir: string): [string, string][] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e): [string, string] => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file).split(path.sep).join('/'), file];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function hashFiles(hash: Hash, label: string, dir: string): Hash {
  for (const [name, file] of filesUnder(dir)) {
    const data = readFileSync(file);
    hash.update(`${label}/${name}\0${data.length}\0`).update(data);
  }
  return hash;
}

/** A SHA-256 over the names and bytes of the content import's own code (the source folders). */
export function contentCodeHash(): string {
  const hash = createHash('sha256');
  for (const [label, dir] of codeDirs()) hashFiles(hash, label, dir);
  return hash.digest('base64url');
}

/**
 * A SHA-256 over the names and bytes of every file under `contentDir` and the hash of the import's
 * code: the same for the same content read by the same code, different as soon as a byte, a name
 * or a file changes — the same whether the server runs from the sources or from its bundle. Some
 * 160 small files, read synchronously (start-up has nothing else to do meanwhile, and a promise
 * per file costs more than the read): about 10 ms, where parsing and checking the content costs
 * hundreds.
 */
export function contentFingerprint(contentDir: string): string {
  const code = typeof BUNDLED_CONTENT_CODE_HASH === 'string' ? BUNDLED_CONTENT_CODE_HASH : contentCodeHash();
  return hashFiles(createHash('sha256'), 'content', contentDir).update(`code\0${code}`).digest('base64url');
}
