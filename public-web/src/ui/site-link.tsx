import {
  createContext,
  useCallback,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes to `to` through the router; a link to the page shown replaces it rather than adding to the history. */
type Follow = (to: string, replace?: boolean) => void;

const SiteNavigation = createContext<Follow | undefined>(undefined);

/** Gives the site's links the router's navigation: one `useNavigate` for the page instead of one a link. */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const follow = useCallback<Follow>(
    (to, replace) => {
      const next = to.startsWith('?') ? `${pathname}${to}` : to;
      void navigate(to, { replace: replace ?? next === `${pathname}${search}${hash}` });
    },
    [navigate, pathname, search, hash],
  );
  return <SiteNavigation.Provider value={follow}>{children}</SiteNavigation.Provider>;
}

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A page of this site: a path, or a query on the page shown (`?page=2`). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of this site: an ordinary anchor whose plain click the router follows. React
 * Router's `Link` resolves relative paths against the route tree, prepares prefetching and view
 * transitions on every render; the site's links name whole paths, and a page shows a hundred of them,
 * so that work was a tenth to a sixth of a server render (BENCHMARKS.md, "links without React Router's Link").
 */
export function SiteLink({ to, replace, onClick, ...rest }: SiteLinkProps) {
  const follow = useContext(SiteNavigation);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!follow || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    follow(to, replace);
  };
  return <a {...rest} href={to} onClick={click} />;
}

/** A left click without a modifier on a link that opens in this tab: the others are the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
