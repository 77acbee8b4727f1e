import type { ReactNode } from 'react';
import { CelestialOrnament } from './celestial-ornament.tsx';

/**
 * A page's opening band: a small eyebrow line, the page's one h1, a lead paragraph and what the
 * page puts under them (search, the tip card). `large` is for pages that present the product;
 * `centered` for a page of reading (about); an ornament only where the page gives it a place.
 */
export function PageHero({
  eyebrow,
  heading,
  intro,
  ornamentClassName,
  className = 'max-w-6xl pt-10 pb-8 lg:px-8',
  size = 'large',
  centered = false,
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  /** Where the night-sky ornament sits and how strongly it shows; none without it. */
  ornamentClassName?: string;
  /** The content column's width and padding. */
  className?: string;
  size?: 'large' | 'medium';
  centered?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="hero-sky relative overflow-hidden border-b border-line">
      {ornamentClassName && <CelestialOrnament className={ornamentClassName} />}
      <div className={`relative mx-auto px-4 sm:px-6 ${centered ? 'text-center' : ''} ${className}`}>
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{eyebrow}</p>
        <h1
          className={`font-semibold tracking-tight ${size === 'large' ? 'mt-3 text-4xl sm:text-5xl' : 'mt-2 text-3xl sm:text-4xl'}`}
        >
          {heading}
        </h1>
        <p
          className={`mt-4 max-w-2xl leading-relaxed text-ink-muted sm:text-lg ${centered ? 'mx-auto' : ''}`}
        >
          {intro}
        </p>
        {children}
      </div>
    </section>
  );
}
