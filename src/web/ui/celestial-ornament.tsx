// A decorative night-sky ornament for page heroes: orbits, a crescent moon and twinkling sparkles.
// Purely visual (aria-hidden); the twinkle stops under prefers-reduced-motion.

const SPARKLE = 'M0-10 2.4-2.4 10 0 2.4 2.4 0 10-2.4 2.4-10 0-2.4-2.4Z';

const SPARKLES = [
  { x: 96, y: 92, s: 1.3, delay: '0s' },
  { x: 318, y: 70, s: 0.9, delay: '1.2s' },
  { x: 336, y: 286, s: 1.5, delay: '2.1s' },
  { x: 70, y: 300, s: 0.8, delay: '0.6s' },
  { x: 214, y: 344, s: 0.7, delay: '1.7s' },
];

export function CelestialOrnament({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 400"
      aria-hidden="true"
      focusable="false"
      className={`pointer-events-none ${className}`}
    >
      <g fill="none" strokeWidth="1" className="stroke-primary/25">
        <circle cx="200" cy="200" r="188" />
        <circle cx="200" cy="200" r="146" strokeDasharray="2 7" />
        <circle cx="200" cy="200" r="104" />
      </g>
      <circle cx="346" cy="200" r="4" className="fill-accent/80" />
      <circle cx="97" cy="126" r="3" className="fill-primary/60" />
      <circle cx="230" cy="386" r="3.5" className="fill-accent/60" />
      <path
        d="M38 14a18 18 0 1 0 12 30 15 15 0 1 1-12-30z"
        transform="translate(118 118) scale(2.6)"
        className="fill-accent/90"
      />
      {SPARKLES.map((sparkle) => (
        <path
          key={`${sparkle.x}-${sparkle.y}`}
          d={SPARKLE}
          transform={`translate(${sparkle.x} ${sparkle.y}) scale(${sparkle.s})`}
          style={{ animationDelay: sparkle.delay }}
          className="animate-[twinkle_3.6s_ease-in-out_infinite] fill-primary/70 dark:fill-accent/70"
        />
      ))}
    </svg>
  );
}
