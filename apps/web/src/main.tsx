/**
 * Entry point: load the translations of the chosen language, then render. A visitor opening
 * the sign-in page gets the sign-in shell, which needs neither the router nor the query client;
 * the app (app.tsx, with both) loads when they leave it, and at once on every other address.
 * Waiting for i18n first means the first paint already has its strings (no flash of keys).
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginShell, opensInLoginShell } from '@/app/login-shell.tsx';
import { PageProviders } from '@/app/providers.tsx';
import { directionOf } from '@mainstay/i18n';
import { i18nReady, readStoredLanguage } from '@/lib/i18n.ts';
import { prepareDirection } from '@/lib/theme/emotion-cache.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const inShell = opensInLoginShell(window.location.pathname);
// The app's code is fetched alongside the translations, not after them.
const loadApp = () => import('@/app/app.tsx');
const appLoading = inShell ? null : loadApp();

await Promise.all([i18nReady, prepareDirection(directionOf(readStoredLanguage()))]);
const root = createRoot(container);

function render(page: ReactNode) {
  root.render(
    <StrictMode>
      <PageProviders>{page}</PageProviders>
    </StrictMode>,
  );
}

let leaving = false;
async function openApp(fromShell: boolean) {
  const { createApp } = await (appLoading ?? loadApp());
  render(await createApp({ whenReady: fromShell }));
}

if (inShell) {
  render(
    <LoginShell
      onLeave={() => {
        if (leaving) return;
        leaving = true;
        void openApp(true);
      }}
    />,
  );
} else {
  await openApp(false);
}
