/**
 * A text link to another page of the app. Whatever shows the page says how a link navigates:
 * the app's router gives react-router's Link (app/app.tsx); the sign-in shell, which runs
 * without the router to keep every visitor's first download small, gives a link that hands the
 * page over to the app. Without either it is a plain link, loading the page afresh.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';

export type NavigatingLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

function PlainLink({ to, ...props }: NavigatingLinkProps) {
  return <a href={to} {...props} />;
}

/** Provides how links navigate; `<PageLinkContext value={RouterLink}>` under a router. */
export const PageLinkContext = createContext<ComponentType<NavigatingLinkProps>>(PlainLink);

export type PageLinkProps = Omit<LinkProps, 'href' | 'component'> & { to: string };

export function PageLink(props: PageLinkProps) {
  const component = useContext(PageLinkContext);
  return <Link component={component} {...props} />;
}
