import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { CosmeticsRequest, ShopItemView, Wallet } from '#shared/api/shop.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyCosmetics, purchase } from './api.ts';
import { shopKeys } from './keys.ts';

export interface ShopNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Buying and applying, with one notice for the page. A purchase keeps its idempotency key until
 * the server has answered: a retry after a lost connection reuses it, so it can never buy twice.
 */
export function useShopActions(wallet: Wallet | undefined) {
  const { t } = useTranslation('shop');
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  const [notice, setNotice] = useState<ShopNotice | null>(null);

  const failure = (error: unknown, item?: ShopItemView) => {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'insufficient_balance' && item && wallet) {
      return t('errors.insufficientBalance', { count: item.price - wallet.balance, name: item.name });
    }
    if (code === 'limit_reached' && item) {
      return item.kind === 'streak_freeze' ? t('errors.freezeLimit') : t('errors.alreadyOwned');
    }
    if (error instanceof ApiError && error.status === 0) return t('errors.offline');
    return error instanceof ApiError && error.message ? error.message : t('errors.generic');
  };

  const buy = useMutation({
    mutationFn: (item: ShopItemView) => {
      const key = keys.current.get(item.key) ?? crypto.randomUUID();
      keys.current.set(item.key, key);
      return purchase(item.key, key);
    },
    onSuccess: async (_result, item) => {
      keys.current.delete(item.key);
      setNotice({ tone: 'success', text: t('bought', { name: item.name }) });
      await queryClient.invalidateQueries({ queryKey: shopKeys.wallet });
    },
    onError: (error, item) => {
      // Only an answer settles a purchase; without one the same key is tried again.
      if (!(error instanceof ApiError && error.status === 0)) keys.current.delete(item.key);
      setNotice({ tone: 'error', text: failure(error, item) });
    },
  });

  const apply = useMutation({
    mutationFn: ({ choice }: { choice: CosmeticsRequest; message: string }) => applyCosmetics(choice),
    onSuccess: (updated, { message }) => {
      queryClient.setQueryData(shopKeys.wallet, updated);
      setNotice({ tone: 'success', text: message });
    },
    onError: (error) => setNotice({ tone: 'error', text: failure(error) }),
  });

  const applied = wallet?.applied ?? { palette: null, frame: null };
  return {
    notice,
    busy: buy.isPending || apply.isPending,
    dismiss: () => setNotice(null),
    buy: (item: ShopItemView) => {
      setNotice(null);
      buy.mutate(item);
    },
    /** Applies an owned cosmetic, or takes it off (null) for the default look. */
    apply: (kind: 'palette' | 'frame', item: ShopItemView | null) => {
      setNotice(null);
      const choice = { ...applied, [kind]: item?.key ?? null } as CosmeticsRequest;
      const message = item ? t('applied', { name: item.name }) : t(`reset.${kind}`);
      apply.mutate({ choice, message });
    },
  };
}
