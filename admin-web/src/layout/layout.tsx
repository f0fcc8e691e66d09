import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './app-bar';
import { AppMenu } from './menu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
