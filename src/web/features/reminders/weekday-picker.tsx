import { useTranslation } from '#web/i18n/use-translation.ts';

/** ISO weekdays, Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
/** A Monday, to name each ISO weekday with Intl in the reader's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);

function weekdayName(isoDay: number, language: string, width: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    A_MONDAY + (isoDay - 1) * 86_400_000,
  );
}

/** The days of the week a reminder is sent on, as toggle cards (checkboxes). */
export function WeekdayPicker({ days, onChange }: { days: number[]; onChange: (days: number[]) => void }) {
  const { t, i18n } = useTranslation('profile');
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day));
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('reminders.days')}</legend>
      <div className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {WEEK.map((day) => (
          <label
            key={day}
            className="relative flex cursor-pointer justify-center rounded-2xl border border-line bg-surface px-2 py-2.5 text-sm font-semibold capitalize hover:border-primary has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(e) => toggle(day, e.target.checked)}
              aria-label={weekdayName(day, i18n.language, 'long')}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span aria-hidden="true">{weekdayName(day, i18n.language, 'short')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
