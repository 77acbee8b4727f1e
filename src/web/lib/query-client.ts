import { QueryClient } from '@tanstack/react-query';

/** The browser has one for the page's life; the server makes one per rendered request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      // Our actions decide for themselves what happens without a network: a form shows the lost
      // connection at once, and a commitment is queued by its sync engine. TanStack's default
      // ('online') would instead pause the mutation, leaving the button waiting until reconnection.
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
