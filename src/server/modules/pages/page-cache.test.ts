import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('page cache', () => {
  it('keeps at most the page count, dropping the least recently used first', () => {
    const cache = createPageCache({ pages: 2, size: 1_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
    expect(cache.get('c')?.html).toBe('C');
  });

  it('keeps the pages together within the size limit', () => {
    const cache = createPageCache({ pages: 100, size: 10 });
    cache.set('a', 'x'.repeat(6));
    cache.set('b', 'y'.repeat(6));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.html).toHaveLength(6);
  });

  it('gives the same bytes the same strong ETag, and other bytes another', () => {
    const cache = createPageCache({ pages: 10, size: 1_000 });
    const first = cache.set('a', '<p>luna</p>');
    expect(cache.set('b', '<p>luna</p>').etag).toBe(first.etag);
    expect(cache.set('c', '<p>sol</p>').etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
  });
});
