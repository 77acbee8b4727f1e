import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/shared/languages.ts';

// The installed app's manifest, one per interface language (texts from locales/<lang>/pwa.json):
// /manifest.<lang>.webmanifest, and /manifest.webmanifest in the default language for the page's
// first paint. The page points its <link rel="manifest"> at the reader's language (src/web/pwa).

/** The light theme's page colour; the dark theme's shows through the page's own theme-color. */
const LIGHT_BACKGROUND = '#faf7f1';
/** The icon's field, so the splash screen and title bar match the icon. */
const THEME = '#1f1a3d';

interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
  shortcuts: Record<'dailyTip' | 'progress', { name: string; description: string }>;
}

function texts(webRoot: string, language: Language): ManifestTexts {
  const file = path.join(webRoot, 'locales', language, 'pwa.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { manifest: ManifestTexts }).manifest;
}

const icon = (src: string, size: number, purpose: string) => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export function webManifest(language: Language, t: ManifestTexts) {
  return {
    id: '/',
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    categories: ['lifestyle', 'education', 'health'],
    theme_color: THEME,
    background_color: LIGHT_BACKGROUND,
    icons: [
      icon('/icons/icon-192.png', 192, 'any'),
      icon('/icons/icon-512.png', 512, 'any'),
      icon('/icons/icon-maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      { url: '/daily-tip', ...t.shortcuts.dailyTip, icons: [icon('/icons/icon-192.png', 192, 'any')] },
      { url: '/progress', ...t.shortcuts.progress, icons: [icon('/icons/icon-192.png', 192, 'any')] },
    ],
  };
}

export function webManifests(): Plugin {
  let webRoot = '';
  return {
    name: 'ritualia-web-manifest',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
    },
    generateBundle() {
      const emit = (fileName: string, language: Language) =>
        this.emitFile({
          type: 'asset',
          fileName,
          source: `${JSON.stringify(webManifest(language, texts(webRoot, language)), null, 2)}\n`,
        });
      for (const language of LANGUAGES) emit(`manifest.${language}.webmanifest`, language);
      emit('manifest.webmanifest', DEFAULT_LANGUAGE);
    },
  };
}
