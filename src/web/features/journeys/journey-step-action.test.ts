import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#web/test/memory-storage.ts';
import type { OfflineAction } from '#web/lib/offline/action-kind.ts';
import { localActionStore, OUTBOX_STORAGE_KEY } from '#web/lib/offline/action-store.ts';
import { createOutbox } from '#web/lib/offline/outbox-engine.ts';
import { requestOf } from '#web/sw/outbox-requests.ts';
import {
  journeyStepKind,
  journeyStepRequest,
  queuedJourneySteps,
  type JourneyStepAction,
} from './journey-step-action.ts';

// A journey's written practice marked done without the server: a kind of the app's outbox, sent
// once with when it was made, by the page or the service worker.

const MADE_AT = '2026-11-27T21:30:00.000Z';
const step = (day: number, slug = 'gratitude-week', owner = 'u1'): JourneyStepAction => ({
  kind: 'journey-step',
  owner,
  slug,
  day,
});
const kind = journeyStepKind({ send: async () => ({ status: 200 }) });

describe('the journey-step kind', () => {
  it('accepts a well-formed step and drops a malformed one', () => {
    expect(kind.isValid(step(1))).toBe(true);
    expect(kind.isValid({ ...step(1), made_at: MADE_AT })).toBe(true);
    const malformed = [
      { ...step(1), kind: 'complete' },
      { ...step(0) },
      { ...step(1.5) },
      { ...step(1), day: '1' },
      { ...step(1), slug: 'Gratitude Week' },
      { ...step(1), slug: '../me' },
      { ...step(1), owner: null },
      { kind: 'journey-step', owner: 'u1', day: 1 },
    ];
    for (const action of malformed) expect(kind.isValid(action as OfflineAction)).toBe(false);
  });

  it('is about one day of one journey, and the first mark kept counts', () => {
    expect(kind.subject(step(1))).toBe('gratitude-week:1');
    expect(kind.subject(step(2))).not.toBe(kind.subject(step(1)));
    expect(kind.subject(step(1, 'letting-go'))).not.toBe(kind.subject(step(1)));
    expect(kind.keep).toBe('first');
  });

  it('is sent as the mark of that day with when it was made, by the page and by the worker', () => {
    const kept = { ...step(4), made_at: MADE_AT };
    const expected = {
      method: 'POST',
      url: '/api/v1/me/journeys/gratitude-week/days/4',
      body: { made_at: MADE_AT },
    };
    expect(journeyStepRequest(kept)).toEqual(expected);
    expect(requestOf(kept)).toEqual(expected);
    // A step stored before actions were stamped counts when it reaches the server.
    expect(journeyStepRequest(step(4))).toMatchObject({ body: { made_at: null } });
    expect(requestOf({ ...kept, day: 0 } as OfflineAction)).toBeNull();
  });

  it('names the days of a journey whose mark waits, for that user only', () => {
    const queue = [step(1), step(3, 'letting-go'), step(2, 'gratitude-week', 'u2')];
    expect([...queuedJourneySteps(queue, 'u1', 'gratitude-week')]).toEqual([1]);
    expect([...queuedJourneySteps(queue, 'u2', 'gratitude-week')]).toEqual([2]);
  });
});

describe('journey steps in the outbox', () => {
  it('keeps a step marked offline, stamped with its time, and sends it once when back online', async () => {
    const sent: JourneyStepAction[] = [];
    let online = false;
    const outbox = createOutbox({
      store: localActionStore(memoryStorage(), OUTBOX_STORAGE_KEY),
      isOnline: () => online,
      now: () => new Date(MADE_AT),
      setTimer: () => 0,
      clearTimer() {},
    });
    outbox.register(
      journeyStepKind({
        async send(action) {
          sent.push(action);
          return { status: 200 };
        },
      }),
    );
    outbox.setUser('u1');
    expect(await outbox.add(step(1))).toEqual({ kind: 'queued' });
    // A second tap on the same day adds nothing.
    await outbox.add(step(1));
    await outbox.stored();
    expect(outbox.getSnapshot().actions).toEqual([{ ...step(1), made_at: MADE_AT }]);

    online = true;
    outbox.online();
    await outbox.flush();
    await outbox.flush();
    expect(sent).toEqual([{ ...step(1), made_at: MADE_AT }]);
    expect(sent.map(journeyStepRequest).map((r) => r.body)).toEqual([{ made_at: MADE_AT }]);
    expect(outbox.getSnapshot().actions).toEqual([]);
  });
});
