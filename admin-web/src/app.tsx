import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { AppNotification } from './components/toast';
import { Home } from './dashboard/home';
import { AdminLayout } from './layout/layout';
import { LoginPage } from './pages/login-page';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { createQueryClient } from './providers/query-client';
import auditLog from './resources/audit-log';
import businesses from './resources/businesses';
import contactMessages from './resources/contact-messages';
import reviews from './resources/reviews';
import accounts from './resources/accounts';
import changeRequests from './resources/change-requests';
import claims from './resources/claims';

const queryClient = createQueryClient();

// Custom pages load on first visit; the layout shows its loader meanwhile.
const Dashboard = lazy(() => import('./dashboard/dashboard').then((m) => ({ default: m.Dashboard })));
const UploadPage = lazy(() => import('./pages/upload/upload-page').then((m) => ({ default: m.UploadPage })));
const SettingsPage = lazy(() => import('./pages/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const ReportsPage = lazy(() => import('./pages/reports/reports-page').then((m) => ({ default: m.ReportsPage })));

/**
 * docs/screens.md §2 admin routes under /admin: home (index), login, dashboard, businesses, upload, settings, reports.
 * Real paths, not react-admin's default hash router: the router owns the /admin prefix, so every react-admin
 * path ('/businesses') and link lands under it.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="Yönetim Paneli"
        dashboard={Home}
        layout={AdminLayout}
        loginPage={LoginPage}
        notification={AppNotification}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        requireAuth
        disableTelemetry
      >
        <Resource name="businesses" {...businesses} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="reviews" {...reviews} />
        <Resource name="accounts" {...accounts} />
        <Resource name="claims" {...claims} />
        <Resource name="change-requests" {...changeRequests} />
        <Resource name="audit-log" {...auditLog} />
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/upload" element={<UploadPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/reports" element={<ReportsPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
