import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage } from './i18n';
import { configureApiClient } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { flashStorage, tokenStorage } from './lib/storage';
import { system } from './lib/system';
import { createAppRouter } from './routes/router';

configureApiClient({
  language: currentLanguage,
  // Spec: any 401 drops the token, warns "authorization error" and reloads (the warning is shown after the reload).
  onUnauthorized: () => {
    tokenStorage.clear();
    flashStorage.set('Unauthorized');
    window.location.reload();
  },
});

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
