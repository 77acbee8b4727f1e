import { TONIGHT_ROW_SIZE } from '#shared/tonight-rituals.ts';

/** The box the moon card and its "good for tonight" row take, and the shape of their lines. */
export const MOON_CARD_BOX = 'flex max-w-3xl flex-wrap items-center gap-4 rounded-2xl border border-line p-4';

// A line of text's height (its line box), painted as a bar a little thinner than the line.
const bar = 'rounded-md bg-line/60 bg-clip-content py-1';

/**
 * Where tonight's moon will show, from the server's HTML until the browser has asked for it: the
 * moon needs the browser's date and time zone, and a card arriving above the results pushed the
 * whole catalogue down (a layout shift). Same box and line heights as the card (glyph, heading,
 * phase, the two dates that wrap on a phone) and its "good for tonight" list below (a heading that
 * wraps on a phone, the rows, the link), nothing to read.
 */
export function MoonCardPlaceholder() {
  return (
    <div aria-hidden="true" className={MOON_CARD_BOX} data-testid="moon-card-placeholder">
      <span className="size-9 rounded-full bg-line/60" />
      <div className="min-w-0 flex-1">
        <div className={`h-5 w-32 ${bar}`} />
        <div className={`h-7 w-56 max-w-full ${bar}`} />
        <div className={`h-10 md:h-5 ${bar}`} />
      </div>
      <div className="w-full border-t border-line pt-3">
        <div className={`h-10 w-64 max-w-full sm:h-5 ${bar}`} />
        <TonightRowPlaceholder size={TONIGHT_ROW_SIZE} />
      </div>
    </div>
  );
}

/** The "good for tonight" list while its rituals load: as many rows as it shows, and the link. */
export function TonightRowPlaceholder({ size }: { size: number }) {
  return (
    <div aria-hidden="true">
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {Array.from({ length: size }, (_, i) => (
          <li key={i} className="h-[3.625rem] rounded-xl border border-line" />
        ))}
      </ul>
      <div className={`mt-2 h-5 w-40 ${bar}`} />
    </div>
  );
}
