import { createHash } from 'node:crypto';

export interface CachedPage {
  html: string;
  /** Strong: the same bytes for the same key. */
  etag: string;
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/**
 * Rendered public pages by path, query, language and theme. Bounded: the least recently used
 * page goes when it is full, so any number of distinct queries costs at most `max` pages.
 */
export function createPageCache(max: number) {
  const pages = new Map<string, CachedPage>();
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
      pages.delete(key);
      pages.set(key, page);
      while (pages.size > max) pages.delete(pages.keys().next().value as string);
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
