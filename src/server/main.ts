import { enableCompileCache } from 'node:module';

// The server's entry point. Node keeps the compiled code of every module, and the TypeScript it
// stripped, on disk (NODE_COMPILE_CACHE, else the system's temporary folder) and reuses them while
// the sources are unchanged: a restart then skips most of the work of compiling the several
// hundred modules it loads (kysely alone is 262; better-auth's, as many, when first needed). It
// must be switched on before those modules load, hence the dynamic import.
enableCompileCache();
await import('./start.ts');
