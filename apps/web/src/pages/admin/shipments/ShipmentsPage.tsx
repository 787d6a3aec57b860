import { SHIPMENT_STATUSES, type Shipment, type ShipmentStatus } from '@kerben/domain';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ShipmentFilters, useShipments } from '../../../api/shipments';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { pagedTable } from '../../../components/data-table/paged';
import { ResetFiltersRow } from '../../../components/ResetFiltersRow';
import { WarehouseFilter } from '../../../components/WarehouseFilter';
import { usePageAction } from '../../../hooks/page-action';
import { useDialogState } from '../../../hooks/use-dialog-state';
import { useAbility } from '../../../hooks/use-role';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { idFilter } from '../../../lib/url-filters';
import { CustomsSettingsDialog } from './CustomsSettingsDialog';
import { ShipmentDialog } from './ShipmentDialog';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import { formatDate, formatPrice, kilograms, routeOf } from './shipment-format';
import '../../../i18n/ru/shipments';

const FILTERS = ['status', 'warehouse'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const isStatus = (value: string): value is ShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(value);

/** The list query of the filters in the address. */
function shipmentsQuery(filters: Filters, page: number): ShipmentFilters {
  const query: ShipmentFilters = {
    status: isStatus(filters.status) ? filters.status : undefined,
    warehouse: idFilter(filters.warehouse),
    page,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

const shipmentPath = (shipment: Pick<Shipment, 'id'>) => `/admin/shipments/${shipment.id}`;

/**
 * /admin/shipments: the shipments newest first, with their route, status and totals; filters by
 * status and warehouse in the address; 'Создать отправку' opens one and goes to its page; the
 * customs settings of the duty estimate are one button away.
 */
export function ShipmentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useShipments(shipmentsQuery(filters, page));
  const creating = useDialogState<Shipment>();
  const [customs, setCustoms] = useState(false);
  const managesCustoms = useAbility('manageCustoms');
  usePageAction({ label: t('admin.actions.addShipment'), onClick: () => creating.open(null) });

  const open = (shipment: Shipment) => (
    <Button
      component={Link}
      to={shipmentPath(shipment)}
      size="compact-sm"
      variant="light"
      rightSection={<IconChevronRight size={14} aria-hidden />}
      aria-label={t('shipments.openNamed', { number: shipment.number })}
    >
      {t('shipments.open')}
    </Button>
  );
  const columns: DataTableColumn<Shipment>[] = [
    {
      key: 'number',
      header: t('shipments.columns.number'),
      render: (shipment) => (
        <Anchor component={Link} to={shipmentPath(shipment)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {shipment.number}
        </Anchor>
      ),
    },
    { key: 'carrier', header: t('shipments.columns.carrier'), render: (shipment) => shipment.carrier },
    { key: 'route', header: t('shipments.columns.route'), render: routeOf },
    {
      key: 'departure',
      header: t('shipments.columns.departure'),
      render: (shipment) => formatDate(shipment.departure_date) || '—',
    },
    {
      key: 'status',
      header: t('shipments.columns.status'),
      render: (shipment) => <ShipmentStatusBadge status={shipment.status.id} />,
    },
    { key: 'parcels', header: t('shipments.columns.parcels'), align: 'right', render: (shipment) => shipment.totals.parcels },
    {
      key: 'weight',
      header: t('shipments.columns.weight'),
      align: 'right',
      render: (shipment) => kilograms(shipment.totals.weight_kg),
    },
    {
      key: 'value',
      header: t('shipments.columns.value'),
      align: 'right',
      render: (shipment) => formatPrice(shipment.totals.declared_value_usd),
    },
    { key: 'actions', header: t('shipments.columns.actions'), render: open },
  ];

  const active = FILTERS.some((key) => filters[key]);
  const selectProps = { clearable: true, comboboxProps: { withinPortal: true }, placeholder: t('shipments.filters.any') };
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('shipments.filters.title')}>
        <Group align="flex-end" justify="space-between" gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" style={{ flex: '1 1 360px', maxWidth: 560 }}>
            <Select
              label={t('shipments.filters.status')}
              data={SHIPMENT_STATUSES.map((status) => ({ value: status, label: t(`shipments.statuses.${status}`) }))}
              value={filters.status || null}
              onChange={(status) => setFilters({ status: status ?? '' })}
              {...selectProps}
            />
            <WarehouseFilter
              label={t('shipments.filters.warehouse')}
              value={filters.warehouse}
              onChange={(warehouse) => setFilters({ warehouse })}
              {...selectProps}
            />
          </SimpleGrid>
          {/* The customs settings are the admins' (operators run shipments, not the duty rule). */}
          {managesCustoms && (
            <Button variant="default" leftSection={<IconReceiptTax size={18} aria-hidden />} onClick={() => setCustoms(true)}>
              {t('shipments.customs')}
            </Button>
          )}
        </Group>
        <ResetFiltersRow active={active} onReset={() => setFilters({ status: '', warehouse: '' })}>
          {t('shipments.filters.reset')}
        </ResetFiltersRow>
      </Paper>
      <DataTable
        caption={t('admin.nav.shipments')}
        columns={columns}
        {...pagedTable(list, page, (next) => setFilters({}, next))}
        getRowId={(shipment) => shipment.id}
        emptyText={active ? t('shipments.notFound') : t('shipments.empty')}
        minWidth={900}
        renderCard={(shipment) => (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {shipment.number}
              </Text>
              <ShipmentStatusBadge status={shipment.status.id} />
            </Group>
            <Text size="sm">
              {routeOf(shipment)} · {shipment.carrier}
            </Text>
            <Text size="sm" c="dimmed">
              {t('shipments.columns.parcels')}: {shipment.totals.parcels} ·{' '}
              {t('shipments.page.totalWeightValue', { weight: kilograms(shipment.totals.weight_kg) })} ·{' '}
              {formatPrice(shipment.totals.declared_value_usd)}
            </Text>
            <Group justify="flex-end">{open(shipment)}</Group>
          </Stack>
        )}
      />
      <ShipmentDialog {...creating.props} onCreated={(shipment) => navigate(shipmentPath(shipment))} />
      <CustomsSettingsDialog opened={customs} onClose={() => setCustoms(false)} />
    </Stack>
  );
}
