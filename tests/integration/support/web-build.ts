import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Pages are rendered by the built web app (`npm run build`: dist/web and dist/server). Built here
 * when missing, so the page tests run on a fresh checkout too.
 */
export function ensureWebBuild(): void {
  if (existsSync('dist/web/index.html') && existsSync('dist/server/entry-server.js')) return;
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
}
