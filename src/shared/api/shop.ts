import * as z from 'zod/mini';
import { FRAMES, PALETTES } from '../shop.ts';

// The shop's contracts: GET /api/v1/shop (public), GET /api/v1/me/wallet, POST /api/v1/me/purchases
// and PUT /api/v1/me/cosmetics.

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const purchaseRequestSchema = z.strictObject({
  item: z.string().check(z.maxLength(64)),
  idempotency_key: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN)),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const cosmeticsRequestSchema = z.strictObject({
  palette: z.nullable(z.enum(PALETTES)),
  frame: z.nullable(z.enum(FRAMES)),
});
export type CosmeticsRequest = z.infer<typeof cosmeticsRequestSchema>;

export interface ShopItemView {
  key: string;
  kind: 'streak_freeze' | 'palette' | 'frame';
  price: number;
  name: string;
  description: string;
}

export interface Wallet {
  /** Points earned minus points spent. */
  balance: number;
  earned: number;
  spent: number;
  freezes_held: number;
  /** Cosmetic items bought (streak freezes are counted in freezes_held). */
  owned: string[];
  applied: { palette: string | null; frame: string | null };
}

/** The answer to a purchase; a repeated idempotency key gets the same one (200 instead of 201). */
export interface PurchaseResult {
  item: string;
  price: number;
  idempotency_key: string;
  purchased_at: string;
  balance_after: number;
}
