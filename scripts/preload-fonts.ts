import type { Plugin } from 'vite';

/**
 * Preload links in the built index.html for the self-hosted fonts (src/web/styles/fonts.css):
 * without them the browser finds a font only once the stylesheet applies and text needs it, so
 * the first paint uses the fallback face and the text reflows when the font arrives (a layout
 * shift on the home page). Their hashed names are known only once the bundle is written.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'ritualia-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => file.endsWith('.woff2'))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          }));
      },
    },
  };
}
