import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a page about one thing (a ritual, a journey) to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
