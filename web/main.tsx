import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadRoute, preloadRouteData } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
const queryClient = createQueryClient();
// While the opening page's code loads: the session, then (signed in) the page's first data (issue
// #40: the Members screen waited for its code, then the session, then its rows, one after another).
void preloadRouteData(window.location.pathname, queryClient);
// The opening page's code first, so it renders at once instead of 'Loading...' (lazy-page.tsx).
void preloadRoute(window.location.pathname).then(() =>
  root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          {/* Navigations render at once (no transition): logout relies on it (use-logout.ts). */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
    </StrictMode>,
  ),
);
