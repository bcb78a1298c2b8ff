/**
 * Entry point: load the translations of the chosen language, then render the app.
 * Waiting for i18n first means the first paint already has its strings (no flash of keys).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { directionOf } from '@mainstay/i18n';
import { i18nReady, readStoredLanguage } from '@/lib/i18n.ts';
import { prepareDirection } from '@/lib/theme/emotion-cache.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

await Promise.all([i18nReady, prepareDirection(directionOf(readStoredLanguage()))]);
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
