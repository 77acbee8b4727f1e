import { describe, expect, it } from 'vitest';
import { FRAMES, PALETTES, purchaseRefusal, SHOP_PRICES, shopItemKind, type WalletState } from './shop.ts';

const wallet = (over: Partial<WalletState> = {}): WalletState => ({
  earned: 500,
  spent: 0,
  freezesHeld: 0,
  owned: [],
  ...over,
});

describe('shop rules', () => {
  it('offers at least four palettes and four frames, each with a price', () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(4);
    expect(FRAMES.length).toBeGreaterThanOrEqual(4);
    expect(shopItemKind('palette_jade')).toBe('palette');
    expect(shopItemKind('frame_sun')).toBe('frame');
    expect(shopItemKind('streak_freeze')).toBe('streak_freeze');
  });

  it('sells when the balance (earned minus spent) covers the price', () => {
    expect(purchaseRefusal('palette_jade', wallet())).toBeNull();
    const exact = wallet({ earned: 300, spent: 300 - SHOP_PRICES.palette_jade });
    expect(purchaseRefusal('palette_jade', exact)).toBeNull();
    expect(purchaseRefusal('palette_jade', { ...exact, spent: exact.spent + 1 })).toBe(
      'insufficient_balance',
    );
  });

  it('holds at most two freezes and each cosmetic once', () => {
    expect(purchaseRefusal('streak_freeze', wallet({ freezesHeld: 1 }))).toBeNull();
    expect(purchaseRefusal('streak_freeze', wallet({ freezesHeld: 2 }))).toBe('limit_reached');
    expect(purchaseRefusal('frame_sun', wallet({ owned: ['frame_sun'] }))).toBe('limit_reached');
  });
});
