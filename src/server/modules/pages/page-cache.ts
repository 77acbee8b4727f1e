import { createHash } from 'node:crypto';

export interface CachedPage {
  html: string;
  /** Strong: the same bytes for the same key. */
  etag: string;
  /** The page gzipped, made the first time a browser accepts it (pages.routes.ts). */
  gzipped?: Uint8Array<ArrayBuffer>;
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

export interface PageCacheLimits {
  pages: number;
  /** The pages' HTML together, counted in UTF-16 code units (string length). */
  size: number;
}

/**
 * Rendered public pages by path, query, language and theme. Bounded in count and in size: the
 * least recently used page goes first, so any number of distinct queries costs at most the limits.
 */
export function createPageCache(limits: PageCacheLimits) {
  const pages = new Map<string, CachedPage>();
  let size = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    size -= page.html.length;
  };
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      // Map keeps insertion order: re-inserting marks it most recently used.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, html: string): CachedPage {
      const page = { html, etag: etagOf(html) };
      remove(key);
      pages.set(key, page);
      size += html.length;
      while (pages.size > limits.pages || (size > limits.size && pages.size > 1)) {
        remove(pages.keys().next().value as string);
      }
      return page;
    },
  };
}
