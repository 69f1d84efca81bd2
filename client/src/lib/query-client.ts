import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Server state lives here. Push signals invalidate; this staleness is only the fallback when the socket is down. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
