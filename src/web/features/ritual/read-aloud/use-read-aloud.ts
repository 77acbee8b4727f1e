import { useEffect, useEffectEvent, useState } from 'react';

export type ReadAloudStatus = 'idle' | 'reading' | 'waiting' | 'holding' | 'finished';

/**
 * Reads `steps[index]` with `voice` while playing; when a step ends it waits `pauseSeconds` and
 * asks for the next one through `onAdvance`, so the step shown and the step read are always the
 * same; while `hold` is set (a step timer runs) it waits for it to end first. Pausing stops the voice (engines' own pause/resume is unreliable, and missing on Android);
 * playing again reads the current step from its start. Nothing is spoken until `play`, and the
 * voice stops when the component using this goes away or the page is left.
 */
export function useReadAloud({
  steps,
  index,
  voice,
  pauseSeconds,
  hold,
  onAdvance,
}: {
  steps: readonly string[];
  index: number;
  voice: SpeechSynthesisVoice | null;
  pauseSeconds: number;
  hold: boolean;
  onAdvance: (next: number) => void;
}) {
  const [playing, setPlaying] = useState(false);
  // The step after which the reading is waiting or ended; a different step means neither.
  const [waitingAfter, setWaitingAfter] = useState<number | null>(null);
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  // The step whose reading ended while a step timer ran: it moves on when the timer ends.
  const [heldAfter, setHeldAfter] = useState<number | null>(null);
  const last = steps.length - 1;

  const stepEnded = useEffectEvent((ended: number, schedule: (fn: () => void, ms: number) => void) => {
    if (ended >= last) {
      setPlaying(false);
      setFinishedAt(ended);
      return;
    }
    if (hold) return setHeldAfter(ended);
    if (pauseSeconds === 0) return onAdvance(ended + 1);
    setWaitingAfter(ended);
    schedule(() => onAdvance(ended + 1), pauseSeconds * 1000);
  });
  const stepFailed = useEffectEvent(() => setPlaying(false));

  const text = steps[index];
  useEffect(() => {
    if (!playing || !voice || text === undefined) return;
    const synthesis = window.speechSynthesis;
    // Cancelling fires the old utterance's end or error event; `live` keeps it from advancing.
    let live = true;
    let timer: number | undefined;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.addEventListener('end', () => {
      if (live) stepEnded(index, (fn, ms) => (timer = window.setTimeout(fn, ms)));
    });
    utterance.addEventListener('error', (event) => {
      if (live && event.error !== 'interrupted' && event.error !== 'canceled') stepFailed();
    });
    synthesis.cancel();
    synthesis.speak(utterance);
    return () => {
      live = false;
      window.clearTimeout(timer);
      synthesis.cancel();
    };
  }, [playing, voice, text, index]);

  // When the timer ends, the held step moves on as if its reading had just ended; a pause in the
  // meantime keeps it where it is.
  const stillPlaying = useEffectEvent(() => playing);
  const release = useEffectEvent((schedule: (fn: () => void, ms: number) => void) => {
    if (heldAfter === null) return;
    setHeldAfter(null);
    if (playing && heldAfter === index) stepEnded(heldAfter, schedule);
  });
  useEffect(() => {
    if (hold) return;
    const later = (fn: () => void, ms: number) => (timer = window.setTimeout(fn, ms));
    let timer = window.setTimeout(() => release((fn, ms) => later(() => stillPlaying() && fn(), ms)), 0);
    return () => window.clearTimeout(timer);
  }, [hold]);

  useEffect(() => {
    if (!playing) return;
    const leave = () => setPlaying(false);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [playing]);

  let status: ReadAloudStatus = 'idle';
  if (playing && hold && heldAfter === index) status = 'holding';
  else if (playing) status = waitingAfter === index ? 'waiting' : 'reading';
  else if (finishedAt === index) status = 'finished';

  return {
    status,
    playing,
    play: () => {
      setWaitingAfter(null);
      setHeldAfter(null);
      setFinishedAt(null);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
  };
}
