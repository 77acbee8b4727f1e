import { expect } from 'vitest';
import type { ApiData } from '../../../src/shared/api/envelope.ts';
import type { TestClient } from './test-client.ts';

export const data = async <T>(res: Response) => ((await res.json()) as ApiData<T>).data;
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** Earns points the way a user does: by completing rituals through the API. */
export async function completeRituals(browser: TestClient, ids: readonly number[]) {
  for (const ritual_id of ids) {
    const res = await browser.post('/api/v1/me/completions', { ritual_id });
    expect(res.status).toBe(201);
  }
}

let keyCounter = 0;
export const newKey = (tag = 'key') => `${tag}-${Date.now()}-${++keyCounter}`;
