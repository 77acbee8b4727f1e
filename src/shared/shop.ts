// The shop (docs/decisions/0011-shop-and-streak-freezes.md). Points spent never lower the points
// earned, so the level keeps following what was earned; the balance is earned minus spent.

export const STREAK_FREEZE = 'streak_freeze';
/** A user holds at most this many unused streak freezes. */
export const MAX_FREEZES_HELD = 2;

export const PALETTES = ['palette_moonstone', 'palette_amethyst', 'palette_jade', 'palette_ember'] as const;
export const FRAMES = ['frame_crescent', 'frame_laurel', 'frame_stars', 'frame_sun'] as const;
export type PaletteKey = (typeof PALETTES)[number];
export type FrameKey = (typeof FRAMES)[number];

export type ShopItemKind = 'streak_freeze' | 'palette' | 'frame';
export type ShopItemKey = typeof STREAK_FREEZE | PaletteKey | FrameKey;

/** The price list, in points, in the order the shop shows it. */
export const SHOP_PRICES: Readonly<Record<ShopItemKey, number>> = {
  streak_freeze: 50,
  palette_moonstone: 100,
  palette_amethyst: 120,
  palette_jade: 120,
  palette_ember: 150,
  frame_crescent: 150,
  frame_laurel: 150,
  frame_stars: 180,
  frame_sun: 200,
};

export const SHOP_ITEM_KEYS = Object.keys(SHOP_PRICES) as ShopItemKey[];

export function isShopItemKey(value: unknown): value is ShopItemKey {
  return typeof value === 'string' && Object.hasOwn(SHOP_PRICES, value);
}

export function shopItemKind(key: ShopItemKey): ShopItemKind {
  if (key === STREAK_FREEZE) return 'streak_freeze';
  return key.startsWith('palette_') ? 'palette' : 'frame';
}

export interface WalletState {
  earned: number;
  spent: number;
  freezesHeld: number;
  owned: readonly ShopItemKey[];
}

export type PurchaseRefusal = 'insufficient_balance' | 'limit_reached';

/** Why a purchase cannot be made now, or null when it can. */
export function purchaseRefusal(key: ShopItemKey, wallet: WalletState): PurchaseRefusal | null {
  if (key === STREAK_FREEZE ? wallet.freezesHeld >= MAX_FREEZES_HELD : wallet.owned.includes(key)) {
    return 'limit_reached';
  }
  return wallet.earned - wallet.spent < SHOP_PRICES[key] ? 'insufficient_balance' : null;
}
