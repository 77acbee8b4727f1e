import type { CosmeticsRequest, PurchaseResult, ShopItemView, Wallet } from '../../../shared/api/shop.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import type { Language } from '../../../shared/languages.ts';
import { type LocalDate } from '../../../shared/local-date.ts';
import { localDateOf, userTimeZone } from '../../../shared/zoned-time.ts';
import {
  isShopItemKey,
  purchaseRefusal,
  SHOP_ITEM_KEYS,
  SHOP_PRICES,
  shopItemKind,
  STREAK_FREEZE,
  type ShopItemKey,
  type WalletState,
} from '../../../shared/shop.ts';
import { freezesToUse } from '../../../shared/streak-freezes.ts';
import { AppError } from '../../platform/http/errors.ts';
import { SHOP_ITEM_TEXTS } from '../../platform/i18n/shop-messages.ts';
import type { AchievementsService } from '../achievements/index.ts';
import type { ShopRepository } from './shop.repository.ts';

type Trx = Parameters<Parameters<ShopRepository['withWallet']>[2]>[0];

/** `awards` tells what the user earned (read through the wallet's transaction): the balance is that less what they spent. */
export function createShopService(
  repository: ShopRepository,
  awards: Pick<AchievementsService, 'earnedPoints'>,
  clock: () => Date = () => new Date(),
) {
  /**
   * Brings freeze uses up to date, inside the wallet's transaction (ADR 0011): freezes of days
   * that now have a commitment are given back, then held freezes cover the missed days since the
   * latest committed or frozen day, the first missed day first.
   */
  async function settle(trx: Trx, userId: string, now: Date) {
    const today = localDateOf(now, userTimeZone(await repository.timeZone(trx, userId)));
    await repository.refundCommittedFreezes(trx, userId);
    const [committed, frozen, purchases, earned] = await Promise.all([
      repository.commitmentDates(trx, userId),
      repository.frozenDates(trx, userId),
      repository.purchases(trx, userId),
      awards.earnedPoints(userId, trx),
    ]);
    const bought = purchases.filter((p) => p.item_key === STREAK_FREEZE).map((p) => p.local_date);
    const newlyFrozen = freezesToUse({ committed, frozen, bought, today });
    await repository.useFreezes(trx, userId, newlyFrozen, now.toISOString());
    const frozenDays = [...frozen, ...newlyFrozen].sort();
    const state: WalletState = {
      earned,
      spent: purchases.reduce((sum, p) => sum + Number(p.price), 0),
      freezesHeld: bought.length - frozenDays.length,
      owned: purchases
        .map((p) => p.item_key)
        .filter((k): k is ShopItemKey => isShopItemKey(k) && k !== STREAK_FREEZE),
    };
    return { today, frozenDays, state };
  }

  async function walletView(trx: Trx, userId: string, state: WalletState): Promise<Wallet> {
    const applied = await repository.cosmetics(trx, userId);
    return {
      balance: state.earned - state.spent,
      earned: state.earned,
      spent: state.spent,
      freezes_held: state.freezesHeld,
      owned: [...state.owned],
      applied: { palette: applied?.palette ?? null, frame: applied?.frame ?? null },
    };
  }

  return {
    items(language: Language): ShopItemView[] {
      return SHOP_ITEM_KEYS.map((key) => ({
        key,
        kind: shopItemKind(key),
        price: SHOP_PRICES[key],
        ...SHOP_ITEM_TEXTS[language][key],
      }));
    },

    wallet(userId: string): Promise<Wallet> {
      const now = clock();
      return repository.withWallet(userId, now.toISOString(), async (trx) =>
        walletView(trx, userId, (await settle(trx, userId, now)).state),
      );
    },

    /** The days covered by a streak freeze, oldest first, after using any that are due now. */
    async frozenDays(userId: string): Promise<LocalDate[]> {
      // Without a freeze bought or used, settling has nothing to give back or use: most users
      // then cost one read instead of a write transaction on every progress answer.
      if (!(await repository.hasFreezes(userId))) return [];
      const now = clock();
      return repository.withWallet(
        userId,
        now.toISOString(),
        async (trx) => (await settle(trx, userId, now)).frozenDays,
      );
    },

    async exportSection(userId: string): Promise<Pick<DataExport, 'shop'>> {
      const { purchases, freezeUses, wallet } = await repository.exportRows(userId);
      return {
        shop: {
          purchases: purchases.map((p) => ({
            ...purchaseResult(p),
            local_date: p.local_date,
          })),
          freeze_uses: freezeUses,
          applied: { palette: wallet?.palette ?? null, frame: wallet?.frame ?? null },
        },
      };
    },

    /** Buys an item once per idempotency key; `created` is false when the key was used before. */
    purchase(
      userId: string,
      item: string,
      idempotencyKey: string,
    ): Promise<{ created: boolean; result: PurchaseResult }> {
      const now = clock();
      const at = now.toISOString();
      return repository.withWallet(userId, at, async (trx) => {
        const earlier = await repository.findPurchase(trx, userId, idempotencyKey);
        if (earlier) return { created: false, result: purchaseResult(earlier) };
        if (!isShopItemKey(item)) throw new AppError(400, 'unknown_item');
        const { today, state } = await settle(trx, userId, now);
        const refusal = purchaseRefusal(item, state);
        if (refusal) throw new AppError(409, refusal);
        const price = SHOP_PRICES[item];
        const balanceAfter = state.earned - state.spent - price;
        await repository.insertPurchase(trx, {
          userId,
          item,
          price,
          idempotencyKey,
          at,
          localDate: today,
          balanceAfter,
        });
        return {
          created: true,
          result: {
            item,
            price,
            idempotency_key: idempotencyKey,
            purchased_at: at,
            balance_after: balanceAfter,
          },
        };
      });
    },

    /** Applies owned cosmetics (or none); stored on the account, so every device shows them. */
    setCosmetics(userId: string, choice: CosmeticsRequest): Promise<Wallet> {
      const now = clock();
      return repository.withWallet(userId, now.toISOString(), async (trx) => {
        const { state } = await settle(trx, userId, now);
        for (const key of [choice.palette, choice.frame]) {
          if (key !== null && !state.owned.includes(key)) throw new AppError(409, 'cosmetic_not_owned');
        }
        await repository.setCosmetics(trx, userId, choice.palette, choice.frame, now.toISOString());
        return walletView(trx, userId, state);
      });
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;

function purchaseResult(row: {
  item_key: string;
  price: number;
  idempotency_key: string;
  purchased_at: string;
  balance_after: number;
}): PurchaseResult {
  return {
    item: row.item_key,
    price: Number(row.price),
    idempotency_key: row.idempotency_key,
    purchased_at: row.purchased_at,
    balance_after: Number(row.balance_after),
  };
}
