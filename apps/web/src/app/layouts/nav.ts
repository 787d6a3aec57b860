import type { Role } from '@kerben/domain';
import { type Ability, can } from '@kerben/domain/roles';
import {
  IconBell,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalculator,
  IconCashRegister,
  IconChecklist,
  IconClipboardList,
  IconCoin,
  IconCreditCard,
  IconHistory,
  IconHome,
  IconMapPin,
  IconNews,
  IconPackage,
  IconPackageImport,
  IconPlaneDeparture,
  IconRoute,
  IconSettings,
  IconShoppingBag,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

export interface NavItem {
  to: string;
  label: ParseKeys;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Active only on the exact path (the area's home). */
  end?: boolean;
  /** What an admin-area section needs (packages/domain roles.ts): operators have the warehouse's work only. */
  ability?: Ability;
}

/** Public header links, in the order of docs/product.md#public-site. */
export const PUBLIC_LINKS: { to: string; label: ParseKeys }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/calculator', label: 'nav.calculator' },
  { to: '/steps-work', label: 'nav.stepsWork' },
  { to: '/catalog', label: 'nav.catalog' },
  { to: '/markets', label: 'nav.markets' },
  { to: '/about', label: 'nav.about' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/services', label: 'nav.services' },
];

/** Customer sidebar, in the order customers know (docs/product.md#customer-area-user). */
export const USER_NAV: NavItem[] = [
  { to: '/user', label: 'user.nav.home', icon: IconHome, end: true },
  { to: '/user/biling', label: 'user.nav.billing', icon: IconCreditCard },
  { to: '/user/notifications', label: 'user.nav.notifications', icon: IconBell },
  { to: '/user/warehouses', label: 'user.nav.warehouses', icon: IconMapPin },
  { to: '/user/tracking', label: 'user.nav.tracking', icon: IconRoute },
  { to: '/user/calculator', label: 'user.nav.calculator', icon: IconCalculator },
  { to: '/user/settings', label: 'user.nav.settings', icon: IconSettings },
  { to: '/user/my-parcels', label: 'user.nav.myParcels', icon: IconPackage },
  { to: '/user/my-requests', label: 'user.nav.myRequests', icon: IconShoppingBag },
];

/** Admin sidebar, in the order operators know from the existing client. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'admin.nav.home', icon: IconHome, end: true, ability: 'readStatistics' },
  { to: '/admin/users', label: 'admin.nav.users', icon: IconUsers, ability: 'manageUsers' },
  { to: '/admin/notifications', label: 'admin.nav.notifications', icon: IconBell, ability: 'manageBroadcasts' },
  { to: '/admin/warehouses', label: 'admin.nav.warehouses', icon: IconBuildingWarehouse, ability: 'runWarehouse' },
  { to: '/admin/tasks', label: 'admin.nav.tasks', icon: IconChecklist, ability: 'runWarehouse' },
  { to: '/admin/shipments', label: 'admin.nav.shipments', icon: IconPlaneDeparture, ability: 'runWarehouse' },
  { to: '/admin/desk', label: 'admin.nav.desk', icon: IconCashRegister, ability: 'runWarehouse' },
  { to: '/admin/requests', label: 'admin.nav.requests', icon: IconShoppingBag, ability: 'runWarehouse' },
  { to: '/admin/catalog', label: 'admin.nav.catalog', icon: IconBuildingStore, ability: 'manageCatalog' },
  { to: '/admin/user-parcels', label: 'admin.nav.expectedParcels', icon: IconPackageImport, ability: 'runWarehouse' },
  { to: '/admin/illinois', label: 'admin.nav.illinois', icon: IconTruckDelivery, ability: 'manageOutOfStateRequests' },
  { to: '/admin/bulletin-board', label: 'admin.nav.board', icon: IconNews, ability: 'manageBoard' },
  { to: '/admin/contact', label: 'admin.nav.contacts', icon: IconClipboardList, ability: 'manageWarehouseAddresses' },
  { to: '/admin/tariffs', label: 'admin.nav.tariffs', icon: IconCoin, ability: 'manageTariffs' },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: IconHistory, ability: 'readAudit' },
];

/** The admin sidebar a role sees: the sections its abilities open (operators: the warehouse's). */
export const adminNavFor = (role: Role | undefined): NavItem[] =>
  ADMIN_NAV.filter((item) => item.ability === undefined || can(role, item.ability));

/** Sub-navigation of admin sections that span several routes. */
export const SECTION_TABS: Record<'catalog' | 'board' | 'desk' | 'prices', { to: string; label: ParseKeys; end?: boolean }[]> = {
  catalog: [
    { to: '/admin/catalog', label: 'admin.tabs.sites', end: true },
    { to: '/admin/catalog/products', label: 'admin.tabs.products' },
    { to: '/admin/catalog/companies', label: 'admin.tabs.companies' },
  ],
  board: [
    { to: '/admin/bulletin-board', label: 'admin.tabs.board' },
    { to: '/admin/board-category', label: 'admin.tabs.boardCategories' },
  ],
  // The pickup desk and its end-of-day cash: operators' and admins'.
  desk: [
    { to: '/admin/desk', label: 'admin.tabs.desk', end: true },
    { to: '/admin/desk/report', label: 'admin.tabs.cashReport' },
  ],
  // What the company charges and the rates it converts at: admins'.
  prices: [
    { to: '/admin/tariffs', label: 'admin.tabs.tariffs', end: true },
    { to: '/admin/tariffs/rates', label: 'admin.tabs.rates' },
  ],
};
