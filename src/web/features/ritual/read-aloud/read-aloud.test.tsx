import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import ReadAloud from './read-aloud.tsx';

// The guided mode's voice controls. The browser's speech engine is a device, not ours to run in a
// simulated DOM: a small stand-in speaks by firing `end` when the test says a step was read.

class Utterance extends EventTarget {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  readonly text: string;
  constructor(text: string) {
    super();
    this.text = text;
  }
}

function speechEngine(voices: Partial<SpeechSynthesisVoice>[]) {
  const spoken: Utterance[] = [];
  const engine = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak: (utterance: Utterance) => spoken.push(utterance),
    cancel: vi.fn(),
  });
  vi.stubGlobal('speechSynthesis', engine);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  /** The engine finishes reading the last step it was given. */
  const finish = () => act(() => void spoken.at(-1)!.dispatchEvent(new Event('end')));
  return { spoken, engine, finish };
}

const spanish = { name: 'Mónica', lang: 'es-ES', localService: true, default: false, voiceURI: 'monica' };
const steps = ['Enciende la vela.', 'Respira tres veces.', 'Escribe tu intención.'];

function Guided() {
  const [index, setIndex] = useState(0);
  return (
    <>
      <p data-testid="shown">{steps[index]}</p>
      <ReadAloud steps={steps} index={index} hold={false} onAdvance={setIndex} />
    </>
  );
}

const play = () => screen.getByRole('button', { name: 'Leer en voz alta' });

describe('read-aloud controls', () => {
  it('reads each step in turn, the shown step following the voice, then says it has finished', async () => {
    const { spoken, finish } = speechEngine([spanish]);
    await renderWithApp(<Guided />, { namespaces: ['ritual'] });
    expect(spoken).toHaveLength(0);
    await userEvent.click(play());
    expect(spoken.at(-1)?.text).toBe('Enciende la vela.');
    expect(spoken.at(-1)?.lang).toBe('es-ES');
    expect(screen.getByText('Leyendo el paso 1 de 3')).toBeDefined();

    await finish();
    expect(screen.getByTestId('shown').textContent).toBe('Respira tres veces.');
    expect(spoken.at(-1)?.text).toBe('Respira tres veces.');
    await finish();
    await finish();
    expect(screen.getByText('Lectura terminada')).toBeDefined();
    expect(play()).toBeDefined();
  });

  it('pauses and reads the current step again from its start', async () => {
    const { spoken, engine } = speechEngine([spanish]);
    await renderWithApp(<Guided />, { namespaces: ['ritual'] });
    await userEvent.click(play());
    await userEvent.click(screen.getByRole('button', { name: 'Pausar la lectura' }));
    expect(engine.cancel).toHaveBeenCalled();
    expect(screen.queryByText(/Leyendo/)).toBeNull();
    await userEvent.click(play());
    expect(spoken.map((u) => u.text)).toEqual(['Enciende la vela.', 'Enciende la vela.']);
  });

  it('waits the chosen pause between steps, and remembers the choice', async () => {
    const { spoken, finish } = speechEngine([spanish]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithApp(<Guided />, { namespaces: ['ritual'] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pausa entre pasos' }), '5 segundos');
    expect(localStorage.getItem('readAloudPause')).toBe('5');
    await user.click(play());
    await finish();
    expect(screen.getByText('El siguiente paso en 5 segundos')).toBeDefined();
    expect(screen.getByTestId('shown').textContent).toBe('Enciende la vela.');
    await act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('shown').textContent).toBe('Respira tres veces.');
    expect(spoken.at(-1)?.text).toBe('Respira tres veces.');
  });

  it('says why it cannot read in a browser without speech', async () => {
    await renderWithApp(<Guided />, { namespaces: ['ritual'] });
    expect(play()).toHaveProperty('disabled', true);
    expect(screen.getByText('Este navegador no puede leer en voz alta.')).toBeDefined();
    expect(play().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says there is no Spanish voice once the device has had time to list its voices', async () => {
    speechEngine([{ ...spanish, lang: 'en-US', name: 'Samantha' }]);
    await renderWithApp(<Guided />, { namespaces: ['ritual'] });
    expect(play()).toHaveProperty('disabled', true);
    expect(
      await screen.findByText(
        'Este dispositivo no tiene ninguna voz en español para leer los pasos en voz alta.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeDefined();
  });
});
