// Shared class lists for the few button looks the app uses, so every control has the same focus,
// size and contrast treatment.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-primary px-5 py-2.5 text-sm text-on-primary shadow-sm hover:bg-primary-hover`,
  secondary: `${base} border border-line bg-surface px-5 py-2.5 text-sm text-ink hover:border-primary hover:text-primary`,
  ghost: `${base} px-4 py-2 text-sm text-ink hover:bg-primary-soft`,
  icon: `${base} size-10 text-ink hover:bg-primary-soft`,
} as const;
