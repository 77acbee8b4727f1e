import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '3001';

// Two builds (`npm run build`): the browser's app in dist/web, and with --ssr the server's renderer
// of the same app in dist/server (docs/decisions/0012-server-rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), precompress()],
  build: isSsrBuild
    ? { outDir: '../../dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
