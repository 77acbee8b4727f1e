import { LoadError } from './load-error.tsx';
import { Spinner } from './spinner.tsx';

/** What these blocks read of a React Query result. */
interface Query {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  refetch: () => unknown;
}

/** A failed read's texts: what failed, what to do, and the retry button's label. */
interface Failure {
  title: string;
  body: string;
  retry: string;
}

/** LoadError for a query: the button reads it again, and is disabled while it does. */
export function QueryLoadError({
  query,
  failure,
  className,
}: {
  query: Query;
  failure: Failure;
  /** Outer spacing, as LoadError's. */
  className?: string;
}) {
  return (
    <LoadError
      title={failure.title}
      body={failure.body}
      retryLabel={failure.retry}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}

/**
 * What a page shows until its main query has an answer: a spinner on the way, the failure with a
 * retry if it failed; nothing once there is data (a failed refresh keeps the data on screen).
 */
export function FirstLoad({ query, loading, failure }: { query: Query; loading: string; failure: Failure }) {
  if (query.isPending) return <Spinner label={loading} />;
  if (!query.isError || query.data !== undefined) return null;
  return <QueryLoadError query={query} failure={failure} />;
}
