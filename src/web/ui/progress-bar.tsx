/** A native progress bar (role progressbar), styled alike in every engine. */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  size = 'sm',
  tone = 'primary',
}: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  size?: 'sm' | 'md';
  tone?: 'primary' | 'gradient';
}) {
  const fill =
    tone === 'gradient'
      ? '[&::-webkit-progress-value]:bg-linear-to-r [&::-webkit-progress-value]:from-primary [&::-webkit-progress-value]:to-accent [&::-moz-progress-bar]:bg-linear-to-r [&::-moz-progress-bar]:from-primary [&::-moz-progress-bar]:to-accent'
      : '[&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary';
  return (
    <progress
      value={value}
      max={max}
      aria-label={label}
      aria-valuetext={valueText}
      className={`block w-full appearance-none overflow-hidden rounded-full border-0 bg-surface-2 ring-1 ring-line ring-inset [&::-moz-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:transition-[width] ${fill} ${
        size === 'md' ? 'h-3' : 'h-2'
      }`}
    />
  );
}
