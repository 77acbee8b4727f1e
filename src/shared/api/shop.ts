import * as z from 'zod/mini';
import { FRAMES, PALETTES } from '../shop.ts';
import { successSchema } from './envelope.ts';

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

export const shopItemSchema = z.object({
  key: z.string(),
  kind: z.enum(['streak_freeze', 'palette', 'frame']),
  price: z.number(),
  name: z.string(),
  description: z.string(),
});
export type ShopItemView = z.infer<typeof shopItemSchema>;

export const appliedCosmeticsSchema = z.object({
  palette: z.nullable(z.string()),
  frame: z.nullable(z.string()),
});

export const walletSchema = z.object({
  /** Points earned minus points spent. */
  balance: z.number(),
  earned: z.number(),
  spent: z.number(),
  freezes_held: z.number(),
  /** Cosmetic items bought (streak freezes are counted in freezes_held). */
  owned: z.array(z.string()),
  applied: appliedCosmeticsSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** The answer to a purchase; a repeated idempotency key gets the same one (200 instead of 201). */
export const purchaseResultSchema = z.object({
  item: z.string(),
  price: z.number(),
  idempotency_key: z.string(),
  purchased_at: z.string(),
  balance_after: z.number(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

export const shopItemsResponseSchema = successSchema(z.array(shopItemSchema));
export const walletResponseSchema = successSchema(walletSchema);
export const purchaseResponseSchema = successSchema(purchaseResultSchema);
