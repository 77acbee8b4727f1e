import { useState } from 'react';

/** The first letter of a name, as one user-perceived character ("Élise" → "É"). */
export function initialOf(name: string): string {
  const first = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim())][0];
  return (first?.segment ?? '?').toLocaleUpperCase();
}

const SIZES = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-20 text-3xl' } as const;

/** The user's picture, or the first letter of their name when there is none or it fails to load. */
export function Avatar({
  name,
  url,
  size = 'sm',
}: {
  name: string;
  url: string | null;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url !== null && failed !== url;
  return (
    <span
      aria-hidden="true"
      // The shop's avatar frames draw around this (features/shop/cosmetics.css).
      data-avatar=""
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-display font-semibold text-on-primary ring-2 ring-accent/60 ${SIZES[size]}`}
    >
      {showImage ? (
        <img
          src={url}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
