import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { ShopItemView } from '#shared/api/shop.ts';
import { formatNumber } from '#web/lib/format-number.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';

interface Props {
  item: ShopItemView;
  preview: ReactNode;
  /** What the signed-in user can do with it; nothing for a visitor. */
  children?: ReactNode;
}

/** One item: its preview, name, description and price, and the action under them. */
export function ItemCard({ item, preview, children }: Props) {
  const { t, i18n } = useTranslation('shop');
  const headingId = `item-${item.key}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      {preview}
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {item.name}
        </h3>
        <p className="shrink-0 text-sm font-semibold text-accent-ink">
          {t('price', { count: item.price, points: formatNumber(item.price, i18n.language) })}
        </p>
      </div>
      <p className="flex-1 text-sm text-ink-muted">{item.description}</p>
      {children}
    </article>
  );
}

/** What a button does to an item, with the item's name for screen readers (several sit side by side). */
export function ItemButton({
  item,
  label,
  look,
  busy,
  onClick,
}: {
  item: ShopItemView;
  label: string;
  look: 'primary' | 'secondary' | 'ghost';
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={buttonStyles[look]} disabled={busy} onClick={onClick}>
      {label}
      <span className="sr-only">{item.name}</span>
    </button>
  );
}

interface CosmeticActionProps {
  item: ShopItemView;
  owned: boolean;
  applied: boolean;
  busy: boolean;
  onBuy: () => void;
  /** Applies this item, or (null) takes it off for the default look. */
  onApply: (item: ShopItemView | null) => void;
}

/** Buy, then Apply; an applied one can be taken off for the default look. */
export function CosmeticAction({ item, owned, applied, busy, onBuy, onApply }: CosmeticActionProps) {
  const { t } = useTranslation('shop');
  if (!owned) {
    return <ItemButton item={item} label={t('buy')} look="primary" busy={busy} onClick={onBuy} />;
  }
  if (!applied) {
    return (
      <ItemButton item={item} label={t('apply')} look="secondary" busy={busy} onClick={() => onApply(item)} />
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
        <Check aria-hidden="true" className="size-4" />
        {t('inUse')}
      </span>
      <ItemButton
        item={item}
        label={t('useDefault')}
        look="ghost"
        busy={busy}
        onClick={() => onApply(null)}
      />
    </div>
  );
}
