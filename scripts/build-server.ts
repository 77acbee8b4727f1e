// `npm run build`'s last step: the server bundled into a few ES modules in dist/server (main.mjs and
// the chunks it loads on demand), which `npm start` runs. A start then loads some 10 files instead
// of some 650 small ones (kysely, zod, hono and our own TypeScript), which is most of what a start
// used to spend (docs/decisions/0027-bundled-server.md). src/server/main.ts stays runnable as is.
import { build } from 'rolldown';
import { contentCodeHash } from '../src/server/modules/content/content-fingerprint.ts';

// Left to Node to load from node_modules when (and only when) they are first used: native code,
// the database drivers, and the optional or lazily created parts, which are CommonJS or large and
// which a start does not need. better-auth then loads its own kysely and zod beside the bundled
// ones: it is handed our Kysely instance, whose queries kysely recognises by shape, not by class.
const EXTERNAL = [
  'better-sqlite3',
  'postgres',
  '@node-rs/argon2',
  'better-auth',
  'nodemailer',
  'web-push',
  'redis',
  'prom-client',
  '@scalar/api-reference',
];
const isExternal = (id: string) =>
  id.startsWith('node:') || EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

const { output } = await build({
  input: 'src/server/main.ts',
  platform: 'node',
  external: isExternal,
  // The content import's code is in the bundle, not in src/: its fingerprint is taken now.
  transform: { define: { BUNDLED_CONTENT_CODE_HASH: JSON.stringify(contentCodeHash()) } },
  output: {
    dir: 'dist/server',
    format: 'esm',
    entryFileNames: 'main.mjs',
    chunkFileNames: 'main-[name]-[hash].mjs',
  },
});
const bytes = output.reduce((sum, file) => sum + (file.type === 'chunk' ? file.code.length : 0), 0);
console.log(`dist/server/main.mjs: the server in ${output.length} files, ${(bytes / 1024).toFixed(0)} kB`);
