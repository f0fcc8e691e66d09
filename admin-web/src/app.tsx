import { Admin, Resource } from 'react-admin';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { Dashboard } from './dashboard/dashboard';
import businesses from './resources/businesses';

export function App() {
  return (
    <Admin
      basename="/admin"
      dashboard={Dashboard}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      requireAuth
    >
      <Resource name="businesses" {...businesses} />
    </Admin>
  );
}
