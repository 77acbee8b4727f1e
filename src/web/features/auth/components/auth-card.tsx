import { MoonStar } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { withReturnUrl } from '../paths.ts';

/** The frame of every account page: a centred card under the night-sky backdrop. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="hero-sky border-b border-line">
      <title>{`${title} · Ritualia`}</title>
      <div className="mx-auto flex max-w-lg flex-col px-4 py-10 sm:px-6 sm:py-16">
        <div className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-black/5 sm:p-9">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <MoonStar aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          {subtitle && <p className="mt-2 leading-relaxed text-ink-muted">{subtitle}</p>}
          <div className="mt-7">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </div>
    </div>
  );
}

export const linkStyles =
  'rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline';

/** The footer's way over between signing in and signing up (the link keeps ?returnUrl=). */
export function SwitchPrompt({ question, link, to }: { question: string; link: string; to: string }) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className={linkStyles}>
        {link}
      </Link>
    </p>
  );
}

/** On from a page that has done its part (an e-mail sent, a link that failed) to signing in. */
export function ToSignIn({ returnUrl, label }: { returnUrl: string; label: string }) {
  return (
    <Link to={withReturnUrl('/auth/login', returnUrl)} className={`${buttonStyles.primary} mt-6 h-12 w-full`}>
      {label}
    </Link>
  );
}
