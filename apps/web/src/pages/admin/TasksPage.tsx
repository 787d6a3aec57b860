import { isWarehouseTask, type ServiceOrder, TASK_KIND_NAMES, TASK_KINDS, type TaskKind, warehouseName } from '@kerben/domain';
import { isAdmin } from '@kerben/domain/roles';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { useMoveTask, useServiceOrders } from '../../api/services';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDate } from '../../components/parcels/parcel-format';
import { QueryView } from '../../components/QueryView';
import { ServiceStatusBadge } from '../../components/services/ServiceStatusBadge';
import { WarehouseFilter } from '../../components/WarehouseFilter';
import { useDialogState } from '../../hooks/use-dialog-state';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { idFilter } from '../../lib/url-filters';
import { BoxDialog } from './tasks/BoxDialog';
import { CompleteTaskDialog, DeclineTaskDialog } from './tasks/TaskDialogs';
import { useTaskOptions } from './tasks/TaskSummary';
import '../../i18n/ru/services';

const FILTERS = ['warehouse', 'kind'] as const;
/** What the warehouse works on (insurance only waits for the shipment). */
const KINDS = TASK_KINDS.filter(isWarehouseTask);

const kindOf = (value: string): TaskKind | undefined =>
  (KINDS as readonly string[]).includes(value) ? (value as TaskKind) : undefined;

/**
 * /admin/tasks «Задания склада»: every open order and consolidation, oldest first, by warehouse and
 * kind (in the address). An operator takes one (nobody else can then), and finishes it with its
 * result, assembles a box, or declines it with the reason the customer reads.
 */
export function TasksPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useServiceOrders({ status: 'open', warehouse: idFilter(filters.warehouse), service: kindOf(filters.kind), page });
  const profile = useProfile().data;
  const move = useMoveTask();
  const completing = useDialogState<ServiceOrder>();
  const declining = useDialogState<ServiceOrder>();
  const boxing = useDialogState<ServiceOrder>();
  const optionsOf = useTaskOptions();

  // The operator who took it finishes it, or an admin (someone went home); the server decides the same.
  const mine = (order: ServiceOrder) => order.taken_by?.id === profile?.id || isAdmin(profile?.role);
  const take = (order: ServiceOrder) =>
    move.mutate(
      { id: order.id, status: 'in_work' },
      {
        onSuccess: (taken) => {
          notifySuccess(t('tasks.taken'));
          if (taken.service === 'consolidation') boxing.open(taken);
        },
        onError: (error) => notifyFailure(error, { title: t('tasks.takeFailed') }),
      },
    );

  const actions = (order: ServiceOrder) => {
    if (order.status === 'ordered') {
      return (
        <Group gap="xs" wrap="wrap">
          <Button size="compact-sm" loading={move.isPending && move.variables?.id === order.id} onClick={() => take(order)}>
            {t('tasks.take')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => declining.open(order)}>
            {t('tasks.decline')}
          </Button>
        </Group>
      );
    }
    if (!mine(order)) return null;
    return (
      <Group gap="xs" wrap="wrap">
        {order.service === 'consolidation' ? (
          <Button size="compact-sm" onClick={() => boxing.open(order)}>
            {t('tasks.assemble')}
          </Button>
        ) : (
          <Button size="compact-sm" onClick={() => completing.open(order)}>
            {t('tasks.complete')}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => declining.open(order)}>
          {t('tasks.decline')}
        </Button>
      </Group>
    );
  };

  const columns: DataTableColumn<ServiceOrder>[] = [
    { key: 'created', header: t('tasks.columns.created'), width: 110, render: (order) => formatDate(order.created_at) },
    {
      key: 'kind',
      header: t('tasks.columns.kind'),
      render: (order) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {order.service_name}
          </Text>
          {optionsOf(order) && (
            <Text size="xs" c="dimmed">
              {optionsOf(order)}
            </Text>
          )}
          {order.options.comment && (
            <Text size="xs" lineClamp={2}>
              {t('tasks.clientComment', { comment: order.options.comment })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'client',
      header: t('tasks.columns.client'),
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{order.client.unique_id}</Text>
          <Text size="xs" c="dimmed">
            {order.client.first_name} {order.client.last_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'parcels',
      header: t('tasks.columns.parcels'),
      render: (order) => {
        const parcels = order.service === 'consolidation' ? order.parcels : order.parcel ? [order.parcel] : [];
        return (
          <Stack gap={2}>
            {parcels.map((parcel) => (
              <Text key={parcel.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                «{parcel.name}»{' '}
                <Text span size="xs" c="dimmed" ff="monospace">
                  {parcel.track_number || `№${parcel.id}`}
                </Text>
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      key: 'warehouse',
      header: t('tasks.columns.warehouse'),
      render: (order) => warehouseName(order.warehouse.id, order.warehouse.name),
    },
    {
      key: 'status',
      header: t('tasks.columns.status'),
      width: 150,
      render: (order) => (
        <Stack gap={2}>
          <div>
            <ServiceStatusBadge order={order} />
          </div>
          {order.taken_by && (
            <Text size="xs" c="dimmed">
              {t('tasks.inWorkBy', { name: order.taken_by.name })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'actions', header: t('tasks.columns.actions'), width: 190, render: actions },
  ];

  const selectProps = { clearable: true, comboboxProps: { withinPortal: true }, placeholder: t('tasks.filters.any') };
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={760}>
        {t('tasks.lead')}
      </Text>
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('tasks.filters.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <WarehouseFilter
            label={t('tasks.filters.warehouse')}
            value={filters.warehouse}
            onChange={(warehouse) => setFilters({ warehouse })}
            {...selectProps}
          />
          <Select
            label={t('tasks.filters.kind')}
            data={KINDS.map((kind) => ({ value: kind, label: TASK_KIND_NAMES[kind] }))}
            value={filters.kind || null}
            onChange={(kind) => setFilters({ kind: kind ?? '' })}
            {...selectProps}
          />
        </SimpleGrid>
      </Paper>
      <QueryView
        query={list}
        errorTitle={t('tasks.loadError')}
        empty={<CatalogEmpty icon={<IconChecklist size={26} />} title={t('tasks.empty')} text={t('tasks.emptyText')} />}
      >
        {(data) => (
          <DataTable
            caption={t('tasks.caption')}
            columns={columns}
            rows={data.results}
            getRowId={(order) => order.id}
            loading={list.isFetching}
            page={page}
            totalPages={data.total_pages}
            onPageChange={(next) => setFilters({}, next)}
            minWidth={980}
          />
        )}
      </QueryView>
      <CompleteTaskDialog {...completing.props} />
      <DeclineTaskDialog {...declining.props} />
      <BoxDialog {...boxing.props} />
    </Stack>
  );
}
