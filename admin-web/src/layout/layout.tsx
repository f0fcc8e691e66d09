import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { OneToastPerEvent } from '../components/one-toast-per-event';
import { AdminAppBar } from './app-bar';
import { AppMenu } from './menu';

/**
 * react-admin's layout is at least as wide as its content (`min-width: fit-content`), so a page
 * with wide content (the edit form's tabs) pushed the whole screen past 390 px; here the page is
 * the screen's width and wide parts scroll or wrap inside it.
 */
const fitTheScreen = { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } };

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <OneToastPerEvent>
      <Layout appBar={AdminAppBar} menu={AppMenu} sx={fitTheScreen}>
        {children}
      </Layout>
    </OneToastPerEvent>
  );
}
