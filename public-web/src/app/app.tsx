import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_CACHE } from '@directory/shared';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../components/not-found-page';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_CACHE.defaultStaleMs,
      gcTime: QUERY_CACHE.defaultGcMs,
      retry: QUERY_CACHE.retries,
      retryDelay: (attempt) => Math.min(QUERY_CACHE.retryBaseDelayMs * 2 ** attempt, QUERY_CACHE.retryMaxDelayMs),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

const theme = createTheme({ palette: { primary: { main: '#1a56db' } } });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
