import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A consistent copy of the live database at `destination`. SQLite: its online backup API, which
 * copies page by page while the app keeps serving (WAL included). PostgreSQL: pg_dump in its
 * custom format (restore with pg_restore), which must be on PATH.
 */
export async function backupDatabase(databaseUrl: string, destination: string): Promise<void> {
  mkdirSync(path.dirname(destination), { recursive: true });
  if (databaseUrl.startsWith('file:')) {
    const db = new SQLite(databaseUrl.slice('file:'.length), { readonly: true, fileMustExist: true });
    try {
      await db.backup(destination);
    } finally {
      db.close();
    }
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const dump = spawn('pg_dump', ['--format=custom', '--no-owner', `--file=${destination}`, databaseUrl], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    dump.on('error', (err) => reject(new Error(`could not run pg_dump (is it installed?): ${err.message}`)));
    dump.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}`))));
  });
}
