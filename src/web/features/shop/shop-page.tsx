import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ShopItemView, Wallet } from '#shared/api/shop.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FirstLoad } from '#web/ui/query-status.tsx';
import { ActionNotice } from '#web/ui/action-notice.tsx';
import { PageHero } from '#web/ui/page-hero.tsx';
import { loginPath } from '../auth/paths.ts';
import { useSession } from '../auth/session.ts';
import { shopItemsQuery } from './api.ts';
import { CosmeticAction, ItemButton, ItemCard } from './components/item-card.tsx';
import { FramePreview, FreezePreview, PalettePreview } from './components/previews.tsx';
import { WalletSummary } from './components/wallet-summary.tsx';
import { walletQuery } from './keys.ts';
import { useShopActions } from './use-shop-actions.ts';

/** The shop's shelves, in order: each item kind and the name of its texts. */
const SHELVES = [
  { kind: 'streak_freeze', name: 'freeze' },
  { kind: 'palette', name: 'palette' },
  { kind: 'frame', name: 'frame' },
] as const;

function Shelf({
  id,
  title,
  intro,
  items,
  preview,
  action,
}: {
  id: string;
  title: string;
  intro: string;
  items: readonly ShopItemView[];
  preview: (item: ShopItemView) => ReactNode;
  action: (item: ShopItemView) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="text-ink-muted">{intro}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.key}>
            <ItemCard item={item} preview={preview(item)}>
              {action(item)}
            </ItemCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SignInPrompt() {
  const { t } = useTranslation('shop');
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/30 bg-primary-soft/60 p-5">
      <p className="max-w-xl">{t('visitor.body')}</p>
      <Link to={loginPath('/shop')} className={buttonStyles.primary}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('visitor.signIn')}
      </Link>
    </section>
  );
}

/** /shop — open to visitors; signed-in users spend their points and apply what they own. */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  const language = useUiLanguage();
  const { user } = useSession();
  const items = useQuery(shopItemsQuery(language));
  const walletRead = useQuery({ ...walletQuery, enabled: user !== null });
  const wallet: Wallet | undefined = user ? walletRead.data : undefined;
  const actions = useShopActions(wallet);
  const of = (kind: ShopItemView['kind']) => (items.data ?? []).filter((item) => item.kind === kind);

  const preview = (item: ShopItemView) =>
    item.kind === 'streak_freeze' ? (
      <FreezePreview />
    ) : item.kind === 'palette' ? (
      <PalettePreview palette={item.key} />
    ) : (
      <FramePreview frame={item.key} name={user?.displayName ?? 'Luna'} />
    );

  const action = (item: ShopItemView) => {
    if (!wallet) return null;
    if (item.kind === 'streak_freeze') {
      return (
        <ItemButton
          item={item}
          label={t('buy')}
          look="primary"
          busy={actions.busy}
          onClick={() => actions.buy(item)}
        />
      );
    }
    return (
      <CosmeticAction
        item={item}
        owned={wallet.owned.includes(item.key)}
        applied={wallet.applied[item.kind] === item.key}
        busy={actions.busy}
        onBuy={() => actions.buy(item)}
        onApply={(chosen) => actions.apply(item.kind as 'palette' | 'frame', chosen)}
      />
    );
  };

  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
        <div>
          {user ? wallet && <WalletSummary wallet={wallet} /> : <SignInPrompt />}
          <ActionNotice notice={actions.notice} dismissLabel={t('dismiss')} onDismiss={actions.dismiss} />
        </div>
        <FirstLoad
          query={items}
          loading={t('loading')}
          failure={{ title: t('loadError.title'), body: t('loadError.body'), retry: t('loadError.retry') }}
        />
        {items.data &&
          SHELVES.map(({ kind, name }) => (
            <Shelf
              key={kind}
              id={`${name}-heading`}
              title={t(`shelves.${name}.title`)}
              intro={t(`shelves.${name}.intro`)}
              items={of(kind)}
              preview={preview}
              action={action}
            />
          ))}
      </div>
    </>
  );
}
