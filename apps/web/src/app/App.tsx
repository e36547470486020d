import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { shouldRetry } from '../common/api/http';
import { AppErrorBoundary } from '../errors/CrashPage';
import { appRoutes } from './routes';
import { appTheme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

// antd 6 blurs the page behind modals and drawers by default; the product keeps the plain dimmed backdrop.
const UNBLURRED_MASK = { mask: { blur: false } };

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppErrorBoundary>
      <ConfigProvider theme={appTheme} modal={UNBLURRED_MASK} drawer={UNBLURRED_MASK}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </AppErrorBoundary>
  );
}
