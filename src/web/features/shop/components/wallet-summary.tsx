import { Coins, Snowflake } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { Wallet } from '#shared/api/shop.ts';
import { MAX_FREEZES_HELD } from '#shared/shop.ts';
import { formatNumber } from '#web/lib/format-number.ts';

/** The balance to spend, how it came about, and the streak freezes held. */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('shop');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section
      aria-labelledby="wallet-heading"
      className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2 sm:p-6"
    >
      <div>
        <h2 id="wallet-heading" className="text-sm font-semibold text-ink-muted">
          {t('wallet.title')}
        </h2>
        <p className="mt-1 flex items-center gap-2 text-3xl font-semibold" data-testid="wallet-balance">
          <Coins aria-hidden="true" className="size-7 text-accent-ink" />
          {t('wallet.balance', { count: wallet.balance, points: n(wallet.balance) })}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {t('wallet.detail', { earned: n(wallet.earned), spent: n(wallet.spent) })}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <Snowflake aria-hidden="true" className="size-6 text-sky-700 dark:text-sky-300" />
        <p className="text-sm">{t('wallet.freezes', { held: wallet.freezes_held, max: MAX_FREEZES_HELD })}</p>
      </div>
    </section>
  );
}
