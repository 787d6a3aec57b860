import { Component, type ReactNode, Suspense, useLayoutEffect, useMemo } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject, useLocation, useNavigationType, useRoutes } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HomePage } from '../pages/public/HomePage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { AdminOnly, RequireAdmin, RequireSession, useRole } from './guards';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyNamed } from './lazy';
import { RouteAnnouncer } from './route-announcer';
import { type RouteHandle, RouteHandleContext } from './route-handle';

// Public pages besides the home page, each its own small chunk (later ones grow: calculator, catalogue).
const CalculatorPage = lazyNamed(() => import('../pages/public/CalculatorPage'), 'CalculatorPage');
const StepsWorkPage = lazyNamed(() => import('../pages/public/StepsWorkPage'), 'StepsWorkPage');
const CatalogPage = lazyNamed(() => import('../pages/public/CatalogPage'), 'CatalogPage');
const MarketsPage = lazyNamed(() => import('../pages/public/MarketsPage'), 'MarketsPage');
const AboutPage = lazyNamed(() => import('../pages/public/AboutPage'), 'AboutPage');
const FaqPage = lazyNamed(() => import('../pages/public/FaqPage'), 'FaqPage');
const ServicesPage = lazyNamed(() => import('../pages/public/ServicesPage'), 'ServicesPage');
const StepsPage = lazyNamed(() => import('../pages/public/StepsPage'), 'StepsPage');
const SizeChartPage = lazyNamed(() => import('../pages/public/SizeChartPage'), 'SizeChartPage');
const LegalPage = lazyNamed(() => import('../pages/public/LegalPage'), 'LegalPage');

// Auth, customer and admin areas: never downloaded by a visitor of the public site.
const AuthLayout = lazyNamed(() => import('./layouts/AuthLayout'), 'AuthLayout');
const LoginPage = lazyNamed(() => import('../pages/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../pages/auth/RegisterPage'), 'RegisterPage');
const ActivationPage = lazyNamed(() => import('../pages/auth/ActivationPage'), 'ActivationPage');
const ForgotPasswordPage = lazyNamed(() => import('../pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage');

const UserLayout = lazyNamed(() => import('./layouts/UserLayout'), 'UserLayout');
const UserHomePage = lazyNamed(() => import('../pages/user/UserHomePage'), 'UserHomePage');
const BillingPage = lazyNamed(() => import('../pages/user/BillingPage'), 'BillingPage');
const UserCalculatorPage = lazyNamed(() => import('../pages/user/UserCalculatorPage'), 'UserCalculatorPage');
const UserNotificationsPage = lazyNamed(() => import('../pages/user/UserNotificationsPage'), 'UserNotificationsPage');
const UserWarehousesPage = lazyNamed(() => import('../pages/user/UserWarehousesPage'), 'UserWarehousesPage');
const TrackingPage = lazyNamed(() => import('../pages/user/TrackingPage'), 'TrackingPage');
const SettingsPage = lazyNamed(() => import('../pages/user/SettingsPage'), 'SettingsPage');
const MyParcelsPage = lazyNamed(() => import('../pages/user/MyParcelsPage'), 'MyParcelsPage');
const MyRequestsPage = lazyNamed(() => import('../pages/user/MyRequestsPage'), 'MyRequestsPage');

const AdminLayout = lazyNamed(() => import('./layouts/AdminLayout'), 'AdminLayout');
const AdminHomePage = lazyNamed(() => import('../pages/admin/AdminHomePage'), 'AdminHomePage');
const UsersPage = lazyNamed(() => import('../pages/admin/UsersPage'), 'UsersPage');
const AdminNotificationsPage = lazyNamed(() => import('../pages/admin/AdminNotificationsPage'), 'AdminNotificationsPage');
const WarehousesPage = lazyNamed(() => import('../pages/admin/WarehousesPage'), 'WarehousesPage');
const WarehouseParcelsPage = lazyNamed(() => import('../pages/admin/WarehouseParcelsPage'), 'WarehouseParcelsPage');
const PurchaseRequestsPage = lazyNamed(() => import('../pages/admin/PurchaseRequestsPage'), 'PurchaseRequestsPage');
const CatalogSitesPage = lazyNamed(() => import('../pages/admin/CatalogSitesPage'), 'CatalogSitesPage');
const CatalogProductsPage = lazyNamed(() => import('../pages/admin/CatalogProductsPage'), 'CatalogProductsPage');
const CatalogCompaniesPage = lazyNamed(() => import('../pages/admin/CatalogCompaniesPage'), 'CatalogCompaniesPage');
const ExpectedParcelsPage = lazyNamed(() => import('../pages/admin/ExpectedParcelsPage'), 'ExpectedParcelsPage');
const OutsideRequestsPage = lazyNamed(() => import('../pages/admin/OutsideRequestsPage'), 'OutsideRequestsPage');
const BulletinBoardPage = lazyNamed(() => import('../pages/admin/BulletinBoardPage'), 'BulletinBoardPage');
const BoardCategoriesPage = lazyNamed(() => import('../pages/admin/BoardCategoriesPage'), 'BoardCategoriesPage');
const ContactsPage = lazyNamed(() => import('../pages/admin/ContactsPage'), 'ContactsPage');
const AuditPage = lazyNamed(() => import('../pages/admin/AuditPage'), 'AuditPage');
const LabelsPage = lazyNamed(() => import('../pages/admin/LabelsPage'), 'LabelsPage');
const ShipmentsPage = lazyNamed(() => import('../pages/admin/shipments/ShipmentsPage'), 'ShipmentsPage');
const ShipmentPage = lazyNamed(() => import('../pages/admin/shipments/ShipmentPage'), 'ShipmentPage');

/** /admin: the dashboard for admins (its numbers are the whole business); operators start at the parcels. */
function AdminIndex() {
  const role = useRole();
  if (role === undefined) return <PageLoader />;
  return role === 'admin' ? <AdminHomePage /> : <Navigate to="/admin/warehouses/warehousesall" replace />;
}

const handle = (value: RouteHandle) => value;

/** A render error or a chunk that failed to load below it; moving to another page tries again. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A new page starts at its top, or at its #anchor; back and forward keep the browser's own restoring. */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page (pathname), not for a new query
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

function AppRoot() {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RouteAnnouncer />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'calculator', element: <CalculatorPage />, handle: handle({ title: 'nav.calculator' }) },
          { path: 'steps-work', element: <StepsWorkPage />, handle: handle({ title: 'nav.stepsWork' }) },
          { path: 'catalog', element: <CatalogPage />, handle: handle({ title: 'nav.catalog' }) },
          { path: 'markets', element: <MarketsPage />, handle: handle({ title: 'nav.markets' }) },
          { path: 'about', element: <AboutPage />, handle: handle({ title: 'nav.about' }) },
          { path: 'faq', element: <FaqPage />, handle: handle({ title: 'nav.faq' }) },
          { path: 'services', element: <ServicesPage />, handle: handle({ title: 'nav.services' }) },
          { path: 'steps', element: <StepsPage />, handle: handle({ title: 'footer.steps' }) },
          { path: 'size-chart', element: <SizeChartPage />, handle: handle({ title: 'footer.sizeChart' }) },
          { path: 'legal/:doc', element: <LegalPage />, handle: handle({ title: 'footer.documentsTitle' }) },
          { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
        ],
      },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', element: <LoginPage />, handle: handle({ title: 'auth.login.title' }) },
          { path: 'register', element: <RegisterPage />, handle: handle({ title: 'auth.register.title' }) },
          { path: 'account-activation', element: <ActivationPage />, handle: handle({ title: 'auth.activation.title' }) },
          { path: 'forgot-password', element: <ForgotPasswordPage />, handle: handle({ title: 'auth.forgot.title' }) },
          { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
        ],
      },
      {
        path: 'user',
        element: (
          <RequireSession>
            <UserLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <UserHomePage />, handle: handle({ title: 'user.nav.home', header: 'userGreeting' }) },
          { path: 'biling', element: <BillingPage />, handle: handle({ title: 'user.nav.billing' }) },
          // The usual spelling leads to the page the existing links know.
          { path: 'billing', element: <Navigate to="/user/biling" replace /> },
          { path: 'calculator', element: <UserCalculatorPage />, handle: handle({ title: 'user.nav.calculator' }) },
          { path: 'notifications', element: <UserNotificationsPage />, handle: handle({ title: 'user.nav.notifications' }) },
          { path: 'warehouses', element: <UserWarehousesPage />, handle: handle({ title: 'user.nav.warehouses' }) },
          { path: 'tracking', element: <TrackingPage />, handle: handle({ title: 'user.nav.tracking' }) },
          { path: 'settings', element: <SettingsPage />, handle: handle({ title: 'user.nav.settings' }) },
          { path: 'my-parcels', element: <MyParcelsPage />, handle: handle({ title: 'user.nav.myParcels' }) },
          { path: 'my-requests', element: <MyRequestsPage />, handle: handle({ title: 'user.nav.myRequests' }) },
          { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
        ],
      },
      {
        // Parcel labels print without the admin frame (sidebar, header), one label per page.
        path: 'admin/labels',
        element: (
          <RequireSession>
            <RequireAdmin>
              <LabelsPage />
            </RequireAdmin>
          </RequireSession>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireSession>
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          </RequireSession>
        ),
        children: [
          { index: true, element: <AdminIndex />, handle: handle({ title: 'admin.nav.home', header: 'adminGreeting' }) },
          {
            path: 'audit',
            element: (
              <AdminOnly>
                <AuditPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.audit' }),
          },
          {
            path: 'users',
            element: (
              <AdminOnly>
                <UsersPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.users' }),
          },
          {
            path: 'notifications',
            element: (
              <AdminOnly>
                <AdminNotificationsPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.notifications' }),
          },
          { path: 'warehouses', element: <WarehousesPage />, handle: handle({ title: 'admin.nav.warehouses' }) },
          {
            path: 'warehouses/warehousesall',
            element: <WarehouseParcelsPage />,
            handle: handle({ title: 'admin.titles.allParcels', tabs: 'warehouses' }),
          },
          {
            path: 'warehouses/:name',
            element: <WarehouseParcelsPage />,
            handle: handle({ title: 'admin.nav.warehouses', header: 'warehouse', tabs: 'warehouses' }),
          },
          { path: 'shipments', element: <ShipmentsPage />, handle: handle({ title: 'admin.nav.shipments' }) },
          { path: 'shipments/:id', element: <ShipmentPage />, handle: handle({ title: 'admin.titles.shipment' }) },
          { path: 'requests', element: <PurchaseRequestsPage />, handle: handle({ title: 'admin.nav.requests' }) },
          {
            path: 'catalog',
            element: (
              <AdminOnly>
                <CatalogSitesPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.catalog', tabs: 'catalog' }),
          },
          {
            path: 'catalog/products',
            element: (
              <AdminOnly>
                <CatalogProductsPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.titles.catalogProducts', tabs: 'catalog' }),
          },
          {
            path: 'catalog/companies',
            element: (
              <AdminOnly>
                <CatalogCompaniesPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.titles.catalogCompanies', tabs: 'catalog' }),
          },
          { path: 'user-parcels', element: <ExpectedParcelsPage />, handle: handle({ title: 'admin.nav.expectedParcels' }) },
          {
            path: 'illinois',
            element: (
              <AdminOnly>
                <OutsideRequestsPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.illinois' }),
          },
          {
            path: 'bulletin-board',
            element: (
              <AdminOnly>
                <BulletinBoardPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.board', tabs: 'board' }),
          },
          {
            path: 'board-category',
            element: (
              <AdminOnly>
                <BoardCategoriesPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.titles.boardCategories', tabs: 'board' }),
          },
          {
            path: 'contact',
            element: (
              <AdminOnly>
                <ContactsPage />
              </AdminOnly>
            ),
            handle: handle({ title: 'admin.nav.contacts' }),
          },
          { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
        ],
      },
    ],
  },
];

/**
 * The app's routes for the current location, inside a BrowserRouter (main.tsx) or a StaticRouter
 * (prerender.tsx), with the matched routes' handles for the layouts.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const handle = useMemo(() => {
    const merged: RouteHandle = {};
    for (const match of matchRoutes(routes, location) ?? []) Object.assign(merged, match.route.handle as RouteHandle | undefined);
    return merged;
  }, [location]);
  return <RouteHandleContext value={handle}>{element}</RouteHandleContext>;
}
