import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteNavigationProvider } from '../../ui/site-link';
import { NavigationProgress } from './navigation-progress';
import styles from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // docs/screens.md §2: "The public top navigation is hidden on every path starting with /admin".
  const showNav = !pathname.startsWith('/admin');
  // Hydration is deferred past the first paint: this marks when the page has become interactive
  // (browser tests wait for it before typing into the server-rendered search box).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <SiteNavigationProvider>
      <div className={styles.page}>
        {navigation.state === 'loading' && <NavigationProgress />}
        {showNav && <TopNav />}
        <main className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </SiteNavigationProvider>
  );
}
