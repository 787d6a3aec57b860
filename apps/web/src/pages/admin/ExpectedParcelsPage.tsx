import {
  type AdminExpectedParcel,
  type ExpectedParcel,
  type Parcel,
  WITHDRAWAL_RETURN_MINUTES,
  warehouseName,
} from '@kerben/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPackageImport, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExpectedFilters, useDeleteExpected, useExpectedList } from '../../api/expected';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DebouncedFilter } from '../../components/DebouncedFilter';
import { pagedTable } from '../../components/data-table/paged';
import { EditDeleteActions } from '../../components/EditDeleteActions';
import { ExpectedCard } from '../../components/expected/ExpectedCard';
import { ExpectedState } from '../../components/expected/ExpectedState';
import { ReceivedParcelButton, useReceivedParcel } from '../../components/expected/ReceivedParcel';
import { ParcelDetails } from '../../components/parcel-editor/ParcelDetails';
import { ParcelWizard } from '../../components/parcel-editor/ParcelWizard';
import { ResetFiltersRow } from '../../components/ResetFiltersRow';
import { WarehouseFilter } from '../../components/WarehouseFilter';
import { useEntityTexts } from '../../hooks/entity-texts';
import { usePageAction } from '../../hooks/page-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { useDialogState } from '../../hooks/use-dialog-state';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { idFilter } from '../../lib/url-filters';
import { AdminExpectedDialog, expectedTexts } from './expected/AdminExpectedDialog';
import { ConflictBadge } from './expected/ConflictBadge';
import { ReturnedBadge } from './expected/ReturnedBadge';

const FILTERS = ['client', 'name', 'track', 'warehouse', 'received', 'conflict', 'withdrawn'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const yesNo = (value: string) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** Deleted by an operator, back in the list because no parcel with its number came: marked. */
const returned = (expected: AdminExpectedParcel) => expected.returned_at !== null && !expected.received;

/** The list query of the filters in the address. */
export function expectedQuery(filters: Filters, page: number): ExpectedFilters {
  const query: ExpectedFilters = {
    unique_id: filters.client.replace(/^#/, '') || undefined,
    first_name: filters.name || undefined,
    tracking_number: filters.track || undefined,
    warehouse: idFilter(filters.warehouse),
    received: yesNo(filters.received),
    conflict: yesNo(filters.conflict),
    withdrawn: yesNo(filters.withdrawn),
    page,
  };
  // Undefined keys would still be part of the query key and make equal filters look different.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * /admin/user-parcels: everyone's announcements with the client, warehouse, track number, courier
 * and whether it was received; 'Спорный номер' where several clients announced one number (a
 * filter finds them); filters in the address; 'Принять' opens the parcel wizard filled in from the
 * announcement; 'Добавить товар' announces one for a client.
 */
export function ExpectedParcelsPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useExpectedList(expectedQuery(filters, page));

  const adding = useDialogState<ExpectedParcel>();
  const texts = useEntityTexts(expectedTexts);
  const removal = useConfirmDelete<AdminExpectedParcel>({
    mutation: useDeleteExpected(),
    texts,
    onDeleted: () => {
      if (page > 1 && list.data?.results.length === 1) setFilters({}, page - 1);
    },
  });
  // 'Принять': a fresh wizard for each announcement.
  const [receiving, setReceiving] = useState<{ expected: AdminExpectedParcel | null; opened: boolean }>({
    expected: null,
    opened: false,
  });
  const [details, setDetails] = useState<{ parcel: Parcel | null; opened: boolean }>({ parcel: null, opened: false });
  const opener = useReceivedParcel((parcel) => setDetails({ parcel, opened: true }));
  usePageAction({ label: t('admin.actions.addExpected'), onClick: () => adding.open(null) });

  const columns: DataTableColumn<AdminExpectedParcel>[] = [
    { key: 'client', header: t('admin.expected.columns.client'), render: (expected) => `#${expected.user_detail.unique_id}` },
    {
      key: 'name',
      header: t('admin.expected.columns.name'),
      render: (expected) => `${expected.user_detail.first_name} ${expected.user_detail.last_name}`.trim(),
    },
    {
      key: 'warehouse',
      header: t('area.expected.columns.warehouse'),
      render: (expected) => warehouseName(expected.warehouse_detail.id, expected.warehouse_detail.name),
    },
    {
      key: 'track',
      header: t('area.expected.columns.track'),
      width: 200,
      render: (expected) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {expected.tracking_number}
          </Text>
          {expected.conflict && <ConflictBadge />}
        </Stack>
      ),
    },
    { key: 'courier', header: t('area.expected.columns.courier'), render: (expected) => expected.courier_service_detail.name },
    {
      key: 'state',
      header: t('area.expected.columns.state'),
      render: (expected) => (
        <Stack gap={4} align="flex-start">
          <ExpectedState expected={expected} />
          {returned(expected) && <ReturnedBadge expected={expected} />}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('area.expected.columns.actions'),
      render: (expected) => actions(expected),
    },
  ];
  function actions(expected: AdminExpectedParcel) {
    return (
      <Group gap="xs" wrap="nowrap">
        {expected.received ? (
          <ReceivedParcelButton expected={expected} opener={opener} />
        ) : (
          <Button
            size="compact-sm"
            leftSection={<IconPackageImport size={14} aria-hidden />}
            aria-label={t('admin.expected.receiveOf', { track: expected.tracking_number })}
            onClick={() => setReceiving({ expected, opened: true })}
          >
            {t('admin.expected.receive')}
          </Button>
        )}
        <EditDeleteActions deleteLabel={texts.delete(expected)} onDelete={() => removal.ask(expected)} />
      </Group>
    );
  }

  const selectProps = { clearable: true, comboboxProps: { withinPortal: true }, placeholder: t('admin.parcels.filters.any') };
  const active = FILTERS.some((key) => filters[key]);
  /** A yes-or-no filter: its two choices as the address keeps them ('true', 'false'), with their labels. */
  const flagFilter = (key: 'conflict' | 'received' | 'withdrawn', label: string, choices: Array<[string, string]>) => (
    <Select
      label={label}
      data={choices.map(([value, text]) => ({ value, label: text }))}
      value={filters[key] || null}
      onChange={(value) => setFilters({ [key]: value ?? '' })}
      {...selectProps}
    />
  );
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('admin.parcels.filters.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 7 }} spacing="sm" verticalSpacing="xs">
          <DebouncedFilter
            label={t('admin.expected.columns.client')}
            placeholder="#KB0001"
            value={filters.client}
            onCommit={(client) => setFilters({ client })}
            autoComplete="off"
          />
          <DebouncedFilter
            label={t('admin.expected.filters.firstName')}
            value={filters.name}
            onCommit={(name) => setFilters({ name })}
            autoComplete="off"
          />
          <DebouncedFilter
            label={t('area.expected.columns.track')}
            value={filters.track}
            onCommit={(track) => setFilters({ track })}
            autoComplete="off"
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <WarehouseFilter
            label={t('area.expected.columns.warehouse')}
            value={filters.warehouse}
            onChange={(warehouse) => setFilters({ warehouse })}
            {...selectProps}
          />
          {flagFilter('conflict', t('admin.expected.filters.conflict'), [
            ['true', t('admin.expected.filters.conflictOnly')],
            ['false', t('admin.expected.filters.conflictNone')],
          ])}
          {flagFilter('received', t('admin.expected.filters.received'), [
            ['false', t('admin.expected.filters.waiting')],
            ['true', t('admin.expected.filters.receivedOnly')],
          ])}
          {/* An operator's delete keeps an announcement still on its way: here until its parcel is received. */}
          {flagFilter('withdrawn', t('admin.expected.filters.withdrawn'), [
            ['true', t('admin.expected.filters.withdrawnOnly', { minutes: WITHDRAWAL_RETURN_MINUTES })],
          ])}
        </SimpleGrid>
        <ResetFiltersRow
          active={active}
          onReset={() =>
            setFilters({ client: '', name: '', track: '', warehouse: '', received: '', conflict: '', withdrawn: '' })
          }
        >
          {t('admin.parcels.filters.reset')}
        </ResetFiltersRow>
      </Paper>
      <DataTable
        caption={t('admin.nav.expectedParcels')}
        columns={columns}
        {...pagedTable(list, page, (next) => setFilters({}, next))}
        getRowId={(expected) => expected.id}
        emptyText={active ? t('admin.expected.notFound') : t('admin.expected.empty')}
        minWidth={1000}
        renderCard={(expected) => (
          <ExpectedCard
            expected={expected}
            withClient
            mark={
              expected.conflict || returned(expected) ? (
                <Group gap="xs">
                  {expected.conflict && <ConflictBadge />}
                  {returned(expected) && <ReturnedBadge expected={expected} />}
                </Group>
              ) : null
            }
            actions={actions(expected)}
          />
        )}
      />
      <AdminExpectedDialog {...adding.props} />
      <ConfirmDialog {...removal.dialogProps} />
      <ParcelWizard
        key={receiving.expected?.id ?? 'none'}
        opened={receiving.opened}
        onClose={() => setReceiving((current) => ({ ...current, opened: false }))}
        expected={receiving.expected}
      />
      <ParcelDetails {...details} onClose={() => setDetails((current) => ({ ...current, opened: false }))} />
    </Stack>
  );
}
