import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../ui/site-link';
import { HeaderAccountLink } from '../../features/account/components/header-account-link';
import { Container } from '../../ui/layout';
import { cx } from '../../ui/cx';
import { IconButton } from '../../ui/button';
import { MenuIcon } from '../../ui/icons/menu';
import { Brand } from './brand';
import { NAV_LINKS, isCurrent } from './nav-links';
import { SITE_LINKS_ID } from './site-footer';
import styles from './top-nav.module.css';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function TopNav() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its state between openings.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className={styles.bar}>
      <Container maxWidth="lg">
        <div className={styles.toolbar}>
          <Brand />
          <div className={styles.spacer} />
          <nav aria-label="Main" className={styles.nav}>
            {NAV_LINKS.map((link) => {
              const current = isCurrent(link.to, pathname);
              return (
                <SiteLink
                  key={link.to}
                  to={link.to}
                  aria-current={current ? 'page' : undefined}
                  className={cx('ui-button', styles.navLink, current && styles.current)}
                >
                  {link.label}
                </SiteLink>
              );
            })}
          </nav>
          <HeaderAccountLink />
          {/* A link to the footer's site links before the page is interactive (or without JavaScript); the menu after. */}
          <IconButton
            edge="end"
            aria-label="Open menu"
            href={`#${SITE_LINKS_ID}`}
            role="button"
            onClick={(event) => {
              event.preventDefault();
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            className={styles.menuButton}
          >
            <MenuIcon />
          </IconButton>
        </div>
      </Container>
      {menuUsed && (
        <Suspense>
          <MobileMenu open={menuOpen} pathname={pathname} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
