import { type Parcel, type Warehouse, warehouseName } from '@kerben/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowRight,
  IconBuildingWarehouse,
  IconEdit,
  IconPrinter,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDeleteParcels, useParcels } from '../../api/parcels';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type RowId } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { PageLoader } from '../../components/PageLoader';
import { labelsPath } from '../../components/parcel-editor/label-links';
import { ParcelDetails } from '../../components/parcel-editor/ParcelDetails';
import { ParcelWizard } from '../../components/parcel-editor/ParcelWizard';
import { useParcelOptions } from '../../components/parcel-editor/parcel-options';
import { usePageAction } from '../../hooks/page-action';
import { useWarehouseFromPath, warehousePath } from '../../hooks/use-warehouse';
import { errorMessage, notifyFailure, notifySuccess } from '../../lib/notify';
import { ScanReceive } from './expected/ScanReceive';
import { BulkChangeDialog } from './parcels/BulkChangeDialog';
import { ParcelFilterBar } from './parcels/ParcelFilterBar';
import { useParcelColumns } from './parcels/parcel-columns';
import { type ParcelFilterValues, parcelQuery, readParcelSearch, writeParcelSearch } from './parcels/parcel-filters';

/** The warehouses before and after this one, round the list, for the switch above the filters. */
function neighbours(list: readonly Warehouse[], current: Warehouse) {
  const index = list.findIndex((warehouse) => warehouse.id === current.id);
  if (list.length < 2 || index < 0) return null;
  return { previous: list[(index - 1 + list.length) % list.length], next: list[(index + 1) % list.length] };
}

function WarehouseSwitch({ list, current }: { list: readonly Warehouse[]; current: Warehouse }) {
  const { t } = useTranslation();
  const around = neighbours(list, current);
  if (!around?.previous || !around.next) return null;
  return (
    <Group gap="xs" component="nav" aria-label={t('admin.parcels.switch')}>
      {[
        { to: around.previous, label: t('admin.parcels.previousWarehouse', { name: around.previous.name }), before: true },
        { to: around.next, label: t('admin.parcels.nextWarehouse', { name: around.next.name }), before: false },
      ].map(({ to, label, before }) => (
        <Button
          key={label}
          component={Link}
          to={warehousePath(to)}
          variant="default"
          size="xs"
          leftSection={before ? <IconArrowLeft size={14} aria-hidden /> : undefined}
          rightSection={before ? undefined : <IconArrowRight size={14} aria-hidden />}
          aria-label={label}
        >
          {to.name}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /admin/warehouses/{name} (a warehouse found by its name or another name, any case) and
 * /admin/warehouses/warehousesall: the parcels with filters kept in the address, a selection kept
 * across pages with bulk delete, change and labels, details on a row, and the header action
 * 'Добавить посылку'; above them the scan field that receives parcels by track number. Keys: F2
 * goes to the scan field, '/' to the track number filter, Alt+N adds a parcel.
 */
export function ParcelsPage() {
  const { t } = useTranslation();
  const { slug, warehouse, query: warehouses } = useWarehouseFromPath();
  if (slug !== undefined && !warehouse) {
    if (warehouses.error && !warehouses.isFetching) {
      return (
        <ErrorState
          title={t('admin.warehouses.loadFailed')}
          message={errorMessage(warehouses.error)}
          onRetry={() => void warehouses.refetch()}
        />
      );
    }
    if (!warehouses.isSuccess) return <PageLoader />;
    return (
      <CatalogEmpty
        icon={<IconBuildingWarehouse size={26} />}
        title={t('admin.warehouseUnknown')}
        text={t('admin.parcels.unknownText', { name: slug })}
        action={
          <Button component={Link} to="/admin/warehouses" variant="light">
            {t('admin.parcels.allWarehouses')}
          </Button>
        }
      />
    );
  }
  // A fresh page (selection, wizard draft) for each warehouse.
  return <ParcelsOf key={warehouse?.id ?? 'all'} warehouse={warehouse} list={warehouses.data ?? []} />;
}

function ParcelsOf({ warehouse, list }: { warehouse?: Warehouse; list: readonly Warehouse[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { filters, page } = readParcelSearch(search);
  const parcels = useParcels(parcelQuery(filters, page, warehouse?.id));
  const options = useParcelOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [wizardOpened, setWizardOpened] = useState(false);
  const [details, setDetails] = useState<{ parcel: Parcel | null; opened: boolean }>({ parcel: null, opened: false });
  const [bulk, setBulk] = useState<'change' | 'delete' | null>(null);
  const remove = useDeleteParcels();
  const trackRef = useRef<HTMLInputElement>(null);

  const setPage = (next: number) => setSearch(writeParcelSearch(search, filters, next));
  const setFilters = (next: ParcelFilterValues) => setSearch(writeParcelSearch(search, next, 1), { replace: true });
  const openWizard = () => setWizardOpened(true);
  const openDetails = (parcel: Parcel) => setDetails({ parcel, opened: true });
  usePageAction({ label: t('admin.actions.addParcel'), onClick: openWizard });
  useHotkeys([
    ['/', () => trackRef.current?.focus()],
    ['alt+N', openWizard],
  ]);

  const columns = useParcelColumns({ withWarehouse: !warehouse, onOpen: openDetails });
  const data = parcels.data;

  const deleteSelected = () =>
    remove.mutate(selected, {
      onSuccess: () => {
        notifySuccess(t('admin.parcels.bulk.deleted', { count: selected.length }));
        setSelected([]);
        // The last parcels of the last page went: show the page before it.
        if (data && page > 1 && data.results.every((parcel) => selected.includes(parcel.id))) setPage(page - 1);
      },
      onError: (error) => notifyFailure(error, { title: t('admin.parcels.bulk.deleteFailed') }),
      onSettled: () => setBulk(null),
    });

  // The buttons over the table while parcels are selected (on any page of the list).
  const bulkActions = [
    { label: t('admin.parcels.bulk.change'), icon: IconEdit, onClick: () => setBulk('change') },
    { label: t('admin.parcels.printLabels'), icon: IconPrinter, component: 'a', href: labelsPath(selected), target: '_blank' },
    { label: t('common.delete'), icon: IconTrash, color: 'red', onClick: () => setBulk('delete') },
    { label: t('admin.parcels.bulk.clear'), icon: IconX, color: 'gray', variant: 'subtle', onClick: () => setSelected([]) },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {warehouse ? [warehouse.country?.name, warehouse.address].filter(Boolean).join(' · ') : t('admin.parcels.allText')}
          </Text>
          {data && (
            <Badge variant="light" color="gray" radius="sm">
              {t('admin.warehouses.parcels', { count: data.count })}
            </Badge>
          )}
        </Group>
        {warehouse && <WarehouseSwitch list={list} current={warehouse} />}
      </Group>
      <ScanReceive warehouse={warehouse} />
      <ParcelFilterBar filters={filters} onChange={setFilters} options={options} trackRef={trackRef} />
      <DataTable
        columns={columns}
        rows={data?.results ?? []}
        getRowId={(parcel) => parcel.id}
        caption={
          warehouse
            ? t('admin.warehouseTitle', { name: warehouseName(warehouse.id, warehouse.name) })
            : t('admin.tabs.allParcels')
        }
        loading={parcels.isFetching}
        error={data ? null : parcels.error ? errorMessage(parcels.error) : null}
        onRetry={() => void parcels.refetch()}
        emptyText={t('admin.parcels.empty')}
        page={page}
        totalPages={data?.total_pages ?? 1}
        onPageChange={setPage}
        selectable
        selectedIds={selected}
        onSelectionChange={(ids: RowId[]) => setSelected(ids.map(Number))}
        minWidth={warehouse ? 980 : 1100}
        onRowClick={openDetails}
        bulkActions={bulkActions.map(({ label, icon: Icon, ...action }) => (
          // A link (labels open in a new tab) or a button: Mantine's polymorphic props, as in HeaderButton.
          <Button key={label} size="xs" variant="white" leftSection={<Icon size={14} aria-hidden />} {...(action as object)}>
            {label}
          </Button>
        ))}
      />
      <ParcelWizard opened={wizardOpened} onClose={() => setWizardOpened(false)} warehouse={warehouse} />
      <ParcelDetails {...details} onClose={() => setDetails((current) => ({ ...current, opened: false }))} />
      <BulkChangeDialog opened={bulk === 'change'} onClose={() => setBulk(null)} ids={selected} statuses={options.statuses} />
      <ConfirmDialog
        opened={bulk === 'delete'}
        onClose={() => setBulk(null)}
        onConfirm={deleteSelected}
        title={t('admin.parcels.bulk.deleteTitle', { count: selected.length })}
        message={t('admin.parcels.bulk.deleteText', { count: selected.length })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
      />
    </Stack>
  );
}
