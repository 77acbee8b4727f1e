import { describe, expect, it } from 'vitest';
import { relatedRituals, type RelatableRitual } from './related-rituals.ts';

const r = (id: number, over: Partial<RelatableRitual> = {}): RelatableRitual => ({
  id,
  intention: 'love',
  type: 'candles',
  culture: 'celtic',
  moment: 'night',
  popularity_score: 50,
  ...over,
});

describe('relatedRituals', () => {
  const self = r(1);

  it('leaves out the ritual itself and rituals that share nothing', () => {
    const none = r(2, { intention: 'money', type: 'ritualBaths', culture: 'andean', moment: 'dawn' });
    expect(relatedRituals(self, [self, none])).toEqual([]);
  });

  it('ranks by shared intention, then type and culture, then moment', () => {
    const intention = r(2, { type: 'ritualBaths', culture: 'andean', moment: 'dawn' });
    const typeAndCulture = r(3, { intention: 'money', moment: 'dawn' });
    const momentOnly = r(4, { intention: 'money', type: 'ritualBaths', culture: 'andean' });
    const everything = r(5);
    expect(
      relatedRituals(self, [momentOnly, intention, typeAndCulture, everything]).map((x) => x.id),
    ).toEqual([5, 3, 2, 4]);
  });

  it('breaks ties by popularity, then id, and keeps to the limit', () => {
    const all = [r(9, { popularity_score: 10 }), r(8, { popularity_score: 90 }), r(7), r(6), r(5)];
    expect(relatedRituals(self, all, 3).map((x) => x.id)).toEqual([8, 5, 6]);
    expect(relatedRituals(self, all, 0)).toEqual([]);
  });
});
