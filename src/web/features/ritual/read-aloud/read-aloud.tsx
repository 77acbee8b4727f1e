import { Pause, Volume2, VolumeX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { useReadAloud } from './use-read-aloud.ts';
import { useVoice } from './use-voice.ts';

const PAUSES = [0, 5, 10] as const;
const PAUSE_KEY = 'readAloudPause';

function storedPause(): number {
  try {
    const value = Number(localStorage.getItem(PAUSE_KEY));
    return (PAUSES as readonly number[]).includes(value) ? value : 0;
  } catch {
    return 0;
  }
}

function savePause(seconds: number): void {
  try {
    localStorage.setItem(PAUSE_KEY, String(seconds));
  } catch {
    // Private modes may refuse storage; the choice then lasts for this visit only.
  }
}

/**
 * The guided mode's voice: reads the current step aloud in the interface language, then moves on
 * by itself. Loaded only when the guided mode opens; the page keys it by language, so a language
 * change stops the reading.
 */
export default function ReadAloud({
  steps,
  index,
  hold,
  onAdvance,
}: {
  steps: readonly string[];
  index: number;
  /** A step timer is running: the reading waits for it before moving on. */
  hold: boolean;
  onAdvance: (next: number) => void;
}) {
  const { t, i18n } = useTranslation('ritual');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const availability = useVoice(language);
  const [pauseSeconds, setPauseSeconds] = useState(storedPause);
  const voice = availability.state === 'ready' ? availability.voice : null;
  const reader = useReadAloud({ steps, index, voice, pauseSeconds, hold, onAdvance });
  const pauseId = useId();
  const whyId = useId();
  const step = { current: index + 1, total: steps.length };

  const status = {
    idle: '',
    reading: t('readAloud.reading', step),
    waiting: t('readAloud.waiting', { seconds: pauseSeconds }),
    holding: t('readAloud.holding'),
    finished: t('readAloud.finished'),
  }[reader.status];
  const unavailable =
    availability.state === 'unsupported'
      ? t('readAloud.unsupported')
      : availability.state === 'noVoice'
        ? t('readAloud.noVoice')
        : null;

  return (
    <div
      data-reading={reader.status === 'reading' ? '' : undefined}
      className="mt-6 rounded-xl border border-line bg-surface/80 p-4"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!voice}
          aria-describedby={unavailable ? whyId : undefined}
          onClick={reader.playing ? reader.pause : reader.play}
        >
          {reader.playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : unavailable ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          {reader.playing ? t('readAloud.pause') : t('readAloud.play')}
        </button>
        <div className="flex items-center gap-2">
          <label htmlFor={pauseId} className="text-sm font-medium text-ink-muted">
            {t('readAloud.pauseBetween')}
          </label>
          <select
            id={pauseId}
            value={pauseSeconds}
            disabled={!voice}
            onChange={(event) => {
              const seconds = Number(event.target.value);
              setPauseSeconds(seconds);
              savePause(seconds);
            }}
            className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink disabled:opacity-60"
          >
            {PAUSES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {seconds === 0 ? t('readAloud.noPause') : t('readAloud.seconds', { seconds })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {unavailable && (
        <p id={whyId} className="mt-3 text-sm text-ink-muted">
          {unavailable}
        </p>
      )}
      <output className="mt-2 flex min-h-5 items-center gap-2 text-sm font-medium text-accent-ink">
        {reader.status === 'reading' && (
          <Volume2 aria-hidden="true" className="size-4 motion-safe:animate-pulse" />
        )}
        {status}
      </output>
    </div>
  );
}
