// Server data lives in TanStack Query. Errors are already toasted by the HTTP client, so
// nothing retries automatically (a retry would toast again).
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
