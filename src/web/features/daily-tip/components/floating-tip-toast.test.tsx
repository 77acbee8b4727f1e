import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer, preferReducedMotion } from '#web/test/render.tsx';
import { APPEAR_DELAY_MS, EXIT_MS } from './floating-tip-toast.tsx';

// The hold-to-commit toast as a visitor meets it: it appears a moment after the page, fills while
// held (keyboard or pointer), starts again from 0 when let go, and skips its motion on request.

const tip = {
  id: 42,
  title: 'Enciende una vela',
  content: 'Una pequeña llama para tu intención.',
  category: 'candles',
  intention: 'calm',
  dayOfYear: 331,
  date: '2026-11-27',
};

async function showToast({ reduced = false } = {}) {
  preferReducedMotion(reduced);
  sessionStorage.clear();
  fakeServer(({ path }) => {
    if (path.startsWith('/api/v1/session')) return answer(200, { success: true, data: null });
    if (path.startsWith('/api/v1/daily-tip')) return answer(200, { success: true, data: tip });
    return undefined;
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // A fresh app each time: a commitment made by one test stays out of the next one.
  vi.resetModules();
  const { renderWithApp } = await import('#web/test/render.tsx');
  const { FloatingTipToast } = await import('./floating-tip-toast.tsx');
  await renderWithApp(<FloatingTipToast />, { namespaces: ['dailyTip'] });
  await screen.findByText(tip.content, undefined, { timeout: APPEAR_DELAY_MS + 4000 });
  return { user, hold: screen.getByRole('button', { name: 'Mantén pulsado para comprometerte' }) };
}

const progress = () => screen.getByRole('progressbar', { name: 'Progreso del compromiso' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
});

describe('hold-to-commit toast', () => {
  it('fills while Enter is held, says the milestones, and resets when let go early', async () => {
    const { user, hold } = await showToast();
    hold.focus();
    await user.keyboard('{Enter>}');
    await advance(1300);
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '50 %');

    await user.keyboard('{/Enter}');
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('status').textContent).toContain('Compromiso cancelado');
  });

  it('commits after a full hold of Space, and the hold button gives way', async () => {
    const { user, hold } = await showToast();
    hold.focus();
    await user.keyboard('[Space>]');
    await advance(2600);
    expect(await screen.findByText('¡Compromiso hecho! ✨', { selector: 'p:not([role])' })).toBeDefined();
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Mantén pulsado para comprometerte' })).toBeNull();
  });

  it('fills while pressed with a pointer and resets when the pointer leaves', async () => {
    const { user, hold } = await showToast();
    await user.pointer({ keys: '[MouseLeft>]', target: hold });
    await advance(600);
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await user.pointer({ target: document.body });
    expect(progress().getAttribute('aria-valuenow')).toBe('0');

    await user.pointer({ keys: '[MouseLeft>]', target: hold });
    await advance(2600);
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
  });

  it('ignores a right-button press', async () => {
    const { user, hold } = await showToast();
    await user.pointer({ keys: '[MouseRight>]', target: hold });
    await advance(1000);
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
  });

  it('animates in and out, leaving after its exit time when closed', async () => {
    const { user } = await showToast();
    const toast = screen.getByTestId('daily-tip-toast');
    expect(toast.className).toContain('animate-');
    await user.click(screen.getByRole('button', { name: 'Cerrar el consejo del día' }));
    expect(screen.getByTestId('daily-tip-toast').className).toContain('toast-out');
    await advance(EXIT_MS + 10);
    expect(screen.queryByTestId('daily-tip-toast')).toBeNull();
  });

  it('with reduced motion: no animation, no sparkles, and closing is immediate', async () => {
    const { user, hold } = await showToast({ reduced: true });
    expect(screen.getByTestId('daily-tip-toast').className).not.toContain('animate-');
    hold.focus();
    await user.keyboard('{Enter>}');
    await advance(2600);
    await screen.findByText('¡Compromiso hecho! ✨', { selector: 'p:not([role])' });
    expect(screen.queryByText('✨', { selector: '[aria-hidden] span' })).toBeNull();
    expect(
      screen
        .getByTestId('daily-tip-toast')
        .querySelector('[aria-hidden="true"].grid.place-items-center.absolute'),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cerrar el consejo del día' }));
    await advance(1);
    expect(screen.queryByTestId('daily-tip-toast')).toBeNull();
  });
});
