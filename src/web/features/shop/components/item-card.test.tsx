import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { CosmeticAction, ItemCard } from './item-card.tsx';

// A shop item as it reads (name, description, price in the reader's numbers) and its one action:
// buy, then apply, then back to the original look.

const item = {
  key: 'palette-aurora',
  kind: 'palette' as const,
  price: 12500,
  name: 'Aurora',
  description: 'Verdes y violetas del cielo del norte.',
};

function actions(state: { owned: boolean; applied: boolean; busy?: boolean }) {
  const handlers = { onBuy: vi.fn(), onApply: vi.fn() };
  const ui = (
    <ItemCard item={item} preview={<div data-testid="preview" />}>
      <CosmeticAction item={item} busy={false} {...state} {...handlers} />
    </ItemCard>
  );
  return { ui, ...handlers };
}

describe('shop item card', () => {
  it('names the item, describes it and shows its price with the language’s digit grouping', async () => {
    await renderWithApp(<ItemCard item={item} preview={<div data-testid="preview" />} />, {
      namespaces: ['shop'],
    });
    expect(screen.getByRole('article', { name: 'Aurora' })).toBeDefined();
    expect(screen.getByText(item.description)).toBeDefined();
    expect(screen.getByText('12.500 puntos')).toBeDefined();
    expect(screen.getByTestId('preview')).toBeDefined();
    // A visitor sees no action.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses the singular for one point, in English', async () => {
    await renderWithApp(<ItemCard item={{ ...item, price: 1 }} preview={null} />, {
      language: 'en',
      namespaces: ['shop'],
    });
    expect(screen.getByText('1 point')).toBeDefined();
  });

  it('offers to buy an item not owned, naming it for screen readers', async () => {
    const { ui, onBuy, onApply } = actions({ owned: false, applied: false });
    await renderWithApp(ui, { namespaces: ['shop'] });
    await userEvent.click(screen.getByRole('button', { name: 'Comprar Aurora' }));
    expect(onBuy).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('offers to apply an owned item', async () => {
    const { ui, onApply } = actions({ owned: true, applied: false });
    await renderWithApp(ui, { namespaces: ['shop'] });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Aurora' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(item);
  });

  it('says an applied item is in use and offers the original look back', async () => {
    const { ui, onApply } = actions({ owned: true, applied: true });
    await renderWithApp(ui, { namespaces: ['shop'] });
    expect(screen.getByText('En uso')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Volver al original Aurora' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('takes no second click while a purchase is on its way', async () => {
    const { ui, onBuy } = actions({ owned: false, applied: false, busy: true });
    await renderWithApp(ui, { namespaces: ['shop'] });
    const buy = screen.getByRole('button', { name: 'Comprar Aurora' });
    expect(buy).toHaveProperty('disabled', true);
    await userEvent.click(buy);
    expect(onBuy).not.toHaveBeenCalled();
  });
});
