import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadRoute } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The opening page's code first, so it renders at once instead of 'Loading...' (lazy-page.tsx).
void preloadRoute(window.location.pathname).then(() =>
  root.render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          {/* Navigations render at once (no transition): logout relies on it (use-logout.ts). */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
    </StrictMode>,
  ),
);
