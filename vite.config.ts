import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';
import { preloadFonts } from './scripts/preload-fonts.ts';
import { webManifests } from './scripts/web-manifest.ts';

const apiPort = process.env.API_PORT ?? '3001';
/** The entry (index.html's script) and the chunks it imports on every page, by their file names. */
const LOADED_AT_START = /^assets\/(index|vendor|start-kit|rolldown-runtime)-[\w-]+\.js$/;

// Two builds (`npm run build`): the browser's app in dist/web, and with --ssr the server's renderer
// of the same app in dist/server (docs/decisions/0012-server-rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [
        react(),
        tailwindcss(),
        webManifests(),
        preloadFonts(),
        // Our own service worker (src/web/sw), given the list of built files to precache (ADR 0013).
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          manifest: false,
          injectRegister: false,
          injectManifest: {
            // The app shell, its chunks (every language's texts included) and the icons; the
            // precompressed copies are the same files again.
            globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
            globIgnores: ['**/*.gz', '**/*.br'],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          },
        }),
        precompress(),
      ],
  build: isSsrBuild
    ? { outDir: '../../dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        modulePreload: {
          // Every browser the app supports preloads modules itself: no polyfill in the first chunk.
          polyfill: false,
          // A chunk loaded later preloads what it needs, except what every page has run before it:
          // the entry and the chunks the page's HTML starts with (named below, by this config).
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => !LOADED_AT_START.test(dep)),
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The libraries every page starts with, in one file: compressed together they weigh less
              // than as many small chunks, and they stay cached across releases of our own code.
              // Mutations are used only by pages loaded later (forms, the shop): they load with them.
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store)[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
                },
                {
                  // Small modules the home page starts with and later pages share (languages, texts,
                  // dates, the time zone, tonight's moon query): one file instead of eight, each with its own imports.
                  name: 'start-kit',
                  test: /src[\\/](shared[\\/](languages|local-date|zoned-time|moon)|web[\\/](i18n[\\/](language|use-translation)|lib[\\/](format-date|time-zone|use-browser-time-zone)|features[\\/]moon[\\/]moon-query))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
