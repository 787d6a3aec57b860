import { type ExpectedParcel, ORIGIN_COUNTRY_IDS, type Parcel, warehouseName } from '@kerben/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteExpected, useMyExpected } from '../../api/expected';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CountrySelect } from '../../components/CountrySelect';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DeclaredValue } from '../../components/declaration/DeclaredValue';
import { ExpectedCard } from '../../components/expected/ExpectedCard';
import { ExpectedState } from '../../components/expected/ExpectedState';
import { ReceivedParcelButton, useReceivedParcel } from '../../components/expected/ReceivedParcel';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { useDialogState } from '../../hooks/use-dialog-state';
import { idFilter, readUrlFilters, writeUrlFilters } from '../../lib/url-filters';
import { MyExpectedDialog, myExpectedTexts } from './expected/MyExpectedDialog';
import { ParcelDetailsDialog } from './parcels/ParcelDetailsDialog';
import { TrackSearch } from './parcels/TrackSearch';

const FILTERS = ['track', 'origin'] as const;

/**
 * /user/my-parcels: the parcels the customer told us are on their way ('Добавить посылку'), each
 * 'Ожидается' until a warehouse receives it, then 'Получена' with a link to the parcel. Search
 * by track number, filter by origin, 7 a page; an announcement is edited or deleted until received.
 */
export function MyParcelsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { filters, page } = readUrlFilters(params, FILTERS);
  const list = useMyExpected({
    tracking_number: filters.track || undefined,
    country_of_origin: idFilter(filters.origin),
    page,
  });
  const show = (next: Partial<typeof filters>, nextPage = 1) =>
    setParams(writeUrlFilters(params, { ...filters, ...next }, nextPage), { preventScrollReset: true });

  const editing = useRecordActions({
    texts: myExpectedTexts,
    remove: useDeleteExpected(),
    // The last one of the last page went: show the page before it.
    onDeleted: () => {
      if (page > 1 && list.data?.results.length === 1) show({}, page - 1);
    },
  });
  const details = useDialogState<Parcel>();
  const opener = useReceivedParcel((parcel) => details.open(parcel));
  const addLabel = t('user.actions.addParcel');
  usePageAction({ label: addLabel, onClick: editing.create });

  const actions = (expected: ExpectedParcel) =>
    expected.received ? <ReceivedParcelButton expected={expected} opener={opener} /> : editing.actions(expected, 'md');
  const columns: DataTableColumn<ExpectedParcel>[] = [
    {
      key: 'warehouse',
      header: t('area.expected.columns.warehouse'),
      render: (expected) => warehouseName(expected.warehouse_detail.id, expected.warehouse_detail.name),
    },
    {
      key: 'track',
      header: t('area.expected.columns.track'),
      // A 22-character USPS number on one line.
      width: 210,
      render: (expected) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {expected.tracking_number}
        </Text>
      ),
    },
    { key: 'courier', header: t('area.expected.columns.courier'), render: (expected) => expected.courier_service_detail.name },
    {
      key: 'comments',
      header: t('area.expected.columns.comments'),
      render: (expected) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {expected.comments || '—'}
        </Text>
      ),
    },
    {
      key: 'declared',
      header: t('area.expected.columns.declared'),
      render: (expected) => <DeclaredValue value={expected.declared_value_usd} duty={expected.duty} />,
    },
    { key: 'state', header: t('area.expected.columns.state'), render: (expected) => <ExpectedState expected={expected} /> },
    { key: 'actions', header: t('area.expected.columns.actions'), render: actions },
  ];

  const filtered = Boolean(filters.track || filters.origin);
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={720}>
        {t('user.expected.lead')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TrackSearch value={filters.track} onChange={(track) => show({ track })} />
        <CountrySelect
          label={t('area.expected.form.origin')}
          placeholder={t('user.expected.anyOrigin')}
          only={ORIGIN_COUNTRY_IDS}
          value={filters.origin || null}
          onChange={(origin) => show({ origin: origin ?? '' })}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <QueryView
        query={list}
        errorTitle={t('user.expected.loadError')}
        empty={
          filtered ? (
            <CatalogEmpty
              icon={<IconFilterOff size={26} />}
              title={t('user.expected.notFound')}
              action={
                <Button variant="light" onClick={() => show({ track: '', origin: '' })}>
                  {t('user.expected.showAll')}
                </Button>
              }
            />
          ) : (
            <CatalogEmpty
              icon={<IconTruckDelivery size={26} />}
              title={t('user.expected.emptyTitle')}
              text={t('user.expected.emptyText')}
              addLabel={addLabel}
              onAdd={editing.create}
            />
          )
        }
      >
        {(data) => (
          <DataTable
            caption={t('user.expected.caption')}
            columns={columns}
            rows={data.results}
            getRowId={(expected) => expected.id}
            loading={list.isFetching}
            page={page}
            totalPages={data.total_pages}
            onPageChange={(next) => show({}, next)}
            minWidth={820}
            renderCard={(expected) => <ExpectedCard expected={expected} actions={actions(expected)} />}
          />
        )}
      </QueryView>
      <MyExpectedDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
      <ParcelDetailsDialog {...details.props} />
    </Stack>
  );
}
