import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { RequireSession } from '../guards';
import { UserLayout } from '../layouts/UserLayout';
import { handle, RouteTable } from './table';

const UserHomePage = lazyNamed(() => import('../../pages/user/UserHomePage'), 'UserHomePage');
const BillingPage = lazyNamed(() => import('../../pages/user/BillingPage'), 'BillingPage');
const PaymentReturnPage = lazyNamed(() => import('../../pages/user/billing/PaymentReturnPage'), 'PaymentReturnPage');
const UserCalculatorPage = lazyNamed(() => import('../../pages/user/UserCalculatorPage'), 'UserCalculatorPage');
const UserNotificationsPage = lazyNamed(() => import('../../pages/user/UserNotificationsPage'), 'UserNotificationsPage');
const UserWarehousesPage = lazyNamed(() => import('../../pages/user/UserWarehousesPage'), 'UserWarehousesPage');
const TrackingPage = lazyNamed(() => import('../../pages/user/TrackingPage'), 'TrackingPage');
const SettingsPage = lazyNamed(() => import('../../pages/user/SettingsPage'), 'SettingsPage');
const MyParcelsPage = lazyNamed(() => import('../../pages/user/MyParcelsPage'), 'MyParcelsPage');
const MyRequestsPage = lazyNamed(() => import('../../pages/user/MyRequestsPage'), 'MyRequestsPage');

const routes: RouteObject[] = [
  {
    element: (
      <RequireSession>
        <UserLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <UserHomePage />, handle: handle({ title: 'user.nav.home', header: 'userGreeting' }) },
      { path: 'biling', element: <BillingPage />, handle: handle({ title: 'user.nav.billing' }) },
      // Where the payment provider's page sends the customer back (docs/payments.md).
      { path: 'biling/payments/:id', element: <PaymentReturnPage />, handle: handle({ title: 'user.billing.payment.title' }) },
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
];

/** Loads the page at `pathname` ahead of the area's first render, where the area's shell preloads it (the home page). */
export function preloadUserPage(pathname: string): Promise<unknown> {
  return pathname.replace(/\/+$/, '') === '/user' ? UserHomePage.preload() : Promise.resolve();
}

/** /user/*: the customer's area. */
export function UserRoutes() {
  return <RouteTable routes={routes} basename="/user" />;
}
