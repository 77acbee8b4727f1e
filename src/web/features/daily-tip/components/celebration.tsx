import type { CSSProperties } from 'react';

// A short burst of sparkles from the centre (docs/product-rules.md, Daily tip: a celebration effect for 1.5
// s). Purely
// decorative; not rendered at all under prefers-reduced-motion.
const PARTICLES = Array.from({ length: 14 }, (_, i) => {
  const angle = (i / 14) * Math.PI * 2;
  const distance = 90 + (i % 3) * 36;
  return {
    dx: `${Math.round(Math.cos(angle) * distance)}px`,
    dy: `${Math.round(Math.sin(angle) * distance)}px`,
    delay: `${(i % 4) * 60}ms`,
    glyph: i % 3 === 0 ? '✨' : i % 3 === 1 ? '★' : '•',
  };
});

export function Celebration() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 grid place-items-center">
      {PARTICLES.map((p, i) => (
        <span
          key={i}
          className="absolute animate-[burst_1200ms_ease-out_forwards] text-2xl text-accent"
          style={{ '--dx': p.dx, '--dy': p.dy, animationDelay: p.delay } as CSSProperties}
        >
          {p.glyph}
        </span>
      ))}
    </div>
  );
}
