import { warehouseName } from '@kerben/domain';
// The admin's texts come with this chunk (see i18n/index.ts).
import '../../i18n/ru/admin';
// Mantine's styles of the components only the signed-in areas use (see styles/mantine-public.css).
import '../../styles/mantine-areas.css';
import { can } from '@kerben/domain/roles';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../../api/warehouses';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { useRole } from '../../hooks/use-role';
import { useWarehouseFromPath, warehousePath } from '../../hooks/use-warehouse';
import { type RouteHandle, useRouteHandle } from '../route-handle';
import { AreaBell } from './AreaBell';
import { AreaShell, HeaderButton, SectionTabs } from './AreaShell';
import { adminNavFor, SECTION_TABS } from './nav';

function useSectionTabs(tabs: RouteHandle['tabs']) {
  const { t } = useTranslation();
  const warehouses = useWarehouses({ enabled: tabs === 'warehouses' });
  if (tabs === 'warehouses') {
    return [
      { to: '/admin/warehouses/warehousesall', label: t('admin.tabs.allParcels') },
      ...(warehouses.data ?? []).map((warehouse) => ({
        to: warehousePath(warehouse),
        label: warehouseName(warehouse.id, warehouse.name),
      })),
    ];
  }
  if (tabs) return SECTION_TABS[tabs].map((tab) => ({ ...tab, label: t(tab.label) }));
  return undefined;
}

/** The admin area: dark sidebar, greeting or page title, 'Личный кабинет', bell, page action. */
export function AdminLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { warehouse, query: warehouses } = useWarehouseFromPath({ enabled: handle.header === 'warehouse' });
  const tabs = useSectionTabs(handle.tabs);
  const role = useRole();

  let title: string;
  if (handle.header === 'adminGreeting') title = t('admin.greeting');
  else if (handle.header === 'warehouse') {
    // The API names the warehouse; until it answers (or if it fails) the section's name stands.
    if (warehouse) title = t('admin.warehouseTitle', { name: warehouseName(warehouse.id, warehouse.name) });
    else title = warehouses.isSuccess ? t('admin.warehouseUnknown') : t('admin.nav.warehouses');
  } else title = handle.title ? t(handle.title) : t('admin.nav.home');

  return (
    <AreaShell
      area="admin"
      items={adminNavFor(role)}
      title={title}
      documentTitle={title}
      tabs={tabs && <SectionTabs links={tabs} />}
      tools={
        <>
          <LanguageSwitcher />
          <HeaderButton label={t('area.account')} icon={<IconUser size={18} />} to="/user" variant="default" />
          {can(role, 'manageBroadcasts') && <AreaBell to="/admin/notifications" />}
        </>
      }
    />
  );
}
