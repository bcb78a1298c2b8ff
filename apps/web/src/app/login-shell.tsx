/**
 * The sign-in page on a visitor's first visit, without the router or the query client: the
 * page every visitor downloads first, kept small (docs/performance.md). It shows the same page
 * as the app's /auth/login route, in the same layout, and hands over to the app (`onLeave`)
 * when the visitor signs in (the app's guard then takes them on, to `?to=` or their landing
 * page) or goes to another page (its links and the browser's back button).
 */
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BlankLayout } from '@/components/layout/blank-layout.tsx';
import { PageLinkContext, type NavigatingLinkProps } from '@/components/layout/page-link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDocumentTitle } from '@/lib/i18n.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { Component as LoginPage } from './routes/auth/login.tsx';

/** Whether this address opens in the shell: the sign-in page, for a visitor. */
export function opensInLoginShell(pathname: string): boolean {
  return pathname === paths.auth.login && !isLoggedIn();
}

const onSignInPage = () => window.location.pathname === paths.auth.login;

/** Goes to another page of the app: the address changes, then the app takes over. */
function HandOverLink({ to, onClick, ...props }: NavigatingLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || newTab) return;
    event.preventDefault();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return <a href={to} onClick={handleClick} {...props} />;
}

export function LoginShell({ onLeave }: { onLeave: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const { loggedIn } = useSession();

  useEffect(() => {
    document.title = formatDocumentTitle(t('titles.login'));
  }, [t, i18n.language]);

  useEffect(() => {
    if (loggedIn) onLeave();
  }, [loggedIn, onLeave]);

  useEffect(() => {
    const leaveWhenMoved = () => {
      if (!onSignInPage()) onLeave();
    };
    window.addEventListener('popstate', leaveWhenMoved);
    return () => window.removeEventListener('popstate', leaveWhenMoved);
  }, [onLeave]);

  return (
    <PageLinkContext value={HandOverLink}>
      <BlankLayout>
        <LoginPage />
      </BlankLayout>
    </PageLinkContext>
  );
}
