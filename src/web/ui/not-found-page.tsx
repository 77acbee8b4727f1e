import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from './button-styles.ts';

/** The page for an address that names nothing (an unknown ritual or journey), leading back to `to`. */
export function NotFoundPage({
  title,
  body,
  back,
  to,
}: {
  title: string;
  body: string;
  back: string;
  to: string;
}) {
  return (
    <div className="hero-sky min-h-[60vh] border-b border-line">
      <title>{`${title} · Ritualia`}</title>
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <Compass aria-hidden="true" className="size-12 text-accent-ink" />
        <h1 className="mt-5 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{body}</p>
        <Link to={to} className={`${buttonStyles.primary} mt-8`}>
          {back}
        </Link>
      </div>
    </div>
  );
}
