import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { OneToastPerEvent } from '../components/one-toast-per-event';
import { AdminAppBar } from './app-bar';
import { AppMenu } from './menu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <OneToastPerEvent>
      <Layout appBar={AdminAppBar} menu={AppMenu}>
        {children}
      </Layout>
    </OneToastPerEvent>
  );
}
