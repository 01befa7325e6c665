import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';

/** Everything a screen expects around it; tests pass their own query client. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {children}
      </ToastProvider>
    </QueryClientProvider>
  );
}
