import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useAbility } from '../../hooks/use-role';
import { lazyNamed } from '../../lib/lazy';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { RequireAbility, RequireSession, RequireStaff } from '../guards';
import { AdminLayout } from '../layouts/AdminLayout';
import { handle, RouteTable } from './table';

const AdminHomePage = lazyNamed(() => import('../../pages/admin/AdminHomePage'), 'AdminHomePage');
const UsersPage = lazyNamed(() => import('../../pages/admin/UsersPage'), 'UsersPage');
const AdminNotificationsPage = lazyNamed(() => import('../../pages/admin/AdminNotificationsPage'), 'AdminNotificationsPage');
const WarehousesPage = lazyNamed(() => import('../../pages/admin/WarehousesPage'), 'WarehousesPage');
const ParcelsPage = lazyNamed(() => import('../../pages/admin/ParcelsPage'), 'ParcelsPage');
const PurchaseRequestsPage = lazyNamed(() => import('../../pages/admin/PurchaseRequestsPage'), 'PurchaseRequestsPage');
const CatalogSitesPage = lazyNamed(() => import('../../pages/admin/CatalogSitesPage'), 'CatalogSitesPage');
const CatalogProductsPage = lazyNamed(() => import('../../pages/admin/CatalogProductsPage'), 'CatalogProductsPage');
const CatalogCompaniesPage = lazyNamed(() => import('../../pages/admin/CatalogCompaniesPage'), 'CatalogCompaniesPage');
const ExpectedParcelsPage = lazyNamed(() => import('../../pages/admin/ExpectedParcelsPage'), 'ExpectedParcelsPage');
const OutOfStateRequestsPage = lazyNamed(() => import('../../pages/admin/OutOfStateRequestsPage'), 'OutOfStateRequestsPage');
const BulletinBoardPage = lazyNamed(() => import('../../pages/admin/BulletinBoardPage'), 'BulletinBoardPage');
const BoardCategoriesPage = lazyNamed(() => import('../../pages/admin/BoardCategoriesPage'), 'BoardCategoriesPage');
const WarehouseAddressesPage = lazyNamed(() => import('../../pages/admin/WarehouseAddressesPage'), 'WarehouseAddressesPage');
const AuditPage = lazyNamed(() => import('../../pages/admin/AuditPage'), 'AuditPage');
const LabelsPage = lazyNamed(() => import('../../pages/admin/LabelsPage'), 'LabelsPage');
const ShipmentsPage = lazyNamed(() => import('../../pages/admin/shipments/ShipmentsPage'), 'ShipmentsPage');
const TasksPage = lazyNamed(() => import('../../pages/admin/TasksPage'), 'TasksPage');
const ShipmentPage = lazyNamed(() => import('../../pages/admin/shipments/ShipmentPage'), 'ShipmentPage');
const DeskPage = lazyNamed(() => import('../../pages/admin/desk/DeskPage'), 'DeskPage');
const CashReportPage = lazyNamed(() => import('../../pages/admin/desk/CashReportPage'), 'CashReportPage');
const TariffsPage = lazyNamed(() => import('../../pages/admin/prices/TariffsPage'), 'TariffsPage');
const RatesPage = lazyNamed(() => import('../../pages/admin/prices/RatesPage'), 'RatesPage');
const UserAccountPage = lazyNamed(() => import('../../pages/admin/users/UserAccountPage'), 'UserAccountPage');

/** /admin: the dashboard for admins (its numbers are the whole business); operators start at the parcels. */
function AdminIndex() {
  const readsStatistics = useAbility('readStatistics');
  if (readsStatistics === undefined) return <PageLoader />;
  return readsStatistics ? <AdminHomePage /> : <Navigate to="/admin/warehouses/warehousesall" replace />;
}

const routes: RouteObject[] = [
  {
    // Parcel labels print without the admin frame (sidebar, header), one label per page.
    path: 'labels',
    element: (
      <RequireSession>
        <RequireStaff>
          <LabelsPage />
        </RequireStaff>
      </RequireSession>
    ),
  },
  {
    element: (
      <RequireSession>
        <RequireStaff>
          <AdminLayout />
        </RequireStaff>
      </RequireSession>
    ),
    children: [
      { index: true, element: <AdminIndex />, handle: handle({ title: 'admin.nav.home', header: 'adminGreeting' }) },
      {
        path: 'audit',
        element: (
          <RequireAbility ability="readAudit">
            <AuditPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.audit' }),
      },
      {
        path: 'users',
        element: (
          <RequireAbility ability="manageUsers">
            <UsersPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.users' }),
      },
      {
        path: 'users/:id/account',
        element: (
          <RequireAbility ability="manageUsers">
            <UserAccountPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.titles.userAccount' }),
      },
      {
        path: 'notifications',
        element: (
          <RequireAbility ability="manageBroadcasts">
            <AdminNotificationsPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.notifications' }),
      },
      { path: 'warehouses', element: <WarehousesPage />, handle: handle({ title: 'admin.nav.warehouses' }) },
      {
        path: 'warehouses/warehousesall',
        element: <ParcelsPage />,
        handle: handle({ title: 'admin.titles.allParcels', tabs: 'warehouses' }),
      },
      {
        path: 'warehouses/:name',
        element: <ParcelsPage />,
        handle: handle({ title: 'admin.nav.warehouses', header: 'warehouse', tabs: 'warehouses' }),
      },
      { path: 'shipments', element: <ShipmentsPage />, handle: handle({ title: 'admin.nav.shipments' }) },
      { path: 'shipments/:id', element: <ShipmentPage />, handle: handle({ title: 'admin.titles.shipment' }) },
      { path: 'tasks', element: <TasksPage />, handle: handle({ title: 'admin.nav.tasks' }) },
      { path: 'desk', element: <DeskPage />, handle: handle({ title: 'admin.nav.desk', tabs: 'desk' }) },
      { path: 'desk/report', element: <CashReportPage />, handle: handle({ title: 'admin.titles.cashReport', tabs: 'desk' }) },
      { path: 'requests', element: <PurchaseRequestsPage />, handle: handle({ title: 'admin.nav.requests' }) },
      {
        path: 'catalog',
        element: (
          <RequireAbility ability="manageCatalog">
            <CatalogSitesPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.catalog', tabs: 'catalog' }),
      },
      {
        path: 'catalog/products',
        element: (
          <RequireAbility ability="manageCatalog">
            <CatalogProductsPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.titles.catalogProducts', tabs: 'catalog' }),
      },
      {
        path: 'catalog/companies',
        element: (
          <RequireAbility ability="manageCatalog">
            <CatalogCompaniesPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.titles.catalogCompanies', tabs: 'catalog' }),
      },
      { path: 'user-parcels', element: <ExpectedParcelsPage />, handle: handle({ title: 'admin.nav.expectedParcels' }) },
      {
        path: 'illinois',
        element: (
          <RequireAbility ability="manageOutOfStateRequests">
            <OutOfStateRequestsPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.illinois' }),
      },
      {
        path: 'bulletin-board',
        element: (
          <RequireAbility ability="manageBoard">
            <BulletinBoardPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.board', tabs: 'board' }),
      },
      {
        path: 'board-category',
        element: (
          <RequireAbility ability="manageBoard">
            <BoardCategoriesPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.titles.boardCategories', tabs: 'board' }),
      },
      {
        path: 'tariffs',
        element: (
          <RequireAbility ability="manageTariffs">
            <TariffsPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.tariffs', tabs: 'prices' }),
      },
      {
        path: 'tariffs/rates',
        element: (
          <RequireAbility ability="manageRates">
            <RatesPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.titles.rates', tabs: 'prices' }),
      },
      {
        path: 'contact',
        element: (
          <RequireAbility ability="manageWarehouseAddresses">
            <WarehouseAddressesPage />
          </RequireAbility>
        ),
        handle: handle({ title: 'admin.nav.contacts' }),
      },
      { path: '*', element: <NotFoundPage />, handle: handle({ title: 'notFound.title' }) },
    ],
  },
];

/** /admin/*: the operators' and admins' area (admin-only sections say «Нет доступа» to operators). */
export function AdminRoutes() {
  return <RouteTable routes={routes} basename="/admin" />;
}
