import type { ShopItemKey } from '../../../shared/shop.ts';
import { defineCatalogue } from './catalogue.ts';
import data from './catalogues/shop.json' with { type: 'json' };
import items from './catalogues/shop-items.json' with { type: 'json' };

// Shop, streak-freeze and journal messages, and the shop's item texts.
export const SHOP_MESSAGES = defineCatalogue(data);
export type ShopMessageCode = keyof typeof data.en;

/** The shop's item names and descriptions. */
export const SHOP_ITEM_TEXTS = defineCatalogue<ShopItemKey, { name: string; description: string }>(items);
