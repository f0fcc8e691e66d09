import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

const SiteNavigation = createContext<NavigateFunction | undefined>(undefined);

/** Gives the site's links the router's navigation: one `useNavigate` for the page instead of one a link. */
export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  return <SiteNavigation.Provider value={useNavigate()}>{children}</SiteNavigation.Provider>;
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
  const navigate = useContext(SiteNavigation);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a {...rest} href={to} onClick={follow} />;
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
