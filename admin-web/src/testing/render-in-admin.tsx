import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';

/** How long a test waits for the admin to show what the fake server answered. */
export const WAIT = { timeout: 15_000 };

/** Renders `ui` inside react-admin with the app's data provider and its Turkish texts. */
export function renderInAdmin(ui: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {ui}
    </AdminContext>,
  );
}
