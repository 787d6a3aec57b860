import type { Parcel } from '@kerben/domain';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { formatDate, formatPrice } from '../../../components/parcels/parcel-format';
import { StatusBadge } from '../../../components/parcels/StatusBadge';
import { StorageNote } from '../../../components/parcels/StorageNote';
import { PaidBadge } from './PaidBadge';
import { ParcelPhoto } from './ParcelPhoto';
import classes from './parcels.module.css';

/** The date a customer cares about: when it left for them, or until then when the warehouse received it. */
function parcelDate(parcel: Parcel) {
  return { date: formatDate(parcel.date_sent ?? parcel.created_at), sent: parcel.date_sent !== null };
}

function ParcelDate({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const { date, sent } = parcelDate(parcel);
  return (
    <div>
      <Text size="sm">{date}</Text>
      <Text size="xs" c="dimmed">
        {sent ? t('user.parcels.sent') : t('user.parcels.received')}
      </Text>
    </div>
  );
}

// The Element Timing API's attribute, which React's types do not know.
const PARCEL_TIMING = { elementtiming: 'parcel' };

/**
 * The name opens the details: a button, so the keyboard reaches every parcel (the row's click is
 * the mouse's shortcut to the same).
 */
function ParcelName({ parcel, onOpen }: { parcel: Parcel; onOpen: (parcel: Parcel) => void }) {
  return (
    <div>
      {/* elementtiming: when the customer's parcels are first painted (scripts/perf-web.mjs measures it). */}
      <UnstyledButton className={classes.name} onClick={() => onOpen(parcel)} {...PARCEL_TIMING}>
        {parcel.name}
      </UnstyledButton>
      {parcel.track_number && (
        <Text size="xs" c="dimmed" className={classes.name} fw={400}>
          {parcel.track_number}
        </Text>
      )}
    </div>
  );
}

/** A phone's card: photo, name and status first; the date under them, price and payment at the foot. */
function ParcelCard({ parcel, onOpen }: { parcel: Parcel; onOpen: (parcel: Parcel) => void }) {
  const { t } = useTranslation();
  const { date, sent } = parcelDate(parcel);
  return (
    <div className={classes.cardBody}>
      <div className={classes.card}>
        <ParcelPhoto src={parcel.image} alt={t('user.parcels.photoAlt', { name: parcel.name })} size={64} />
        <div className={classes.cardBody}>
          <ParcelName parcel={parcel} onOpen={onOpen} />
          <div>
            <StatusBadge status={parcel.status} />
          </div>
          {parcel.storage && <StorageNote storage={parcel.storage} size="xs" />}
          <Text size="xs" c="dimmed">
            {sent ? t('user.parcels.sentOn', { date }) : t('user.parcels.receivedOn', { date })}
          </Text>
        </div>
      </div>
      {/* A parcel combined into a box costs nothing itself: the box is charged. */}
      {parcel.consolidated_into === null && (
        <div className={classes.cardFooter}>
          <Text fw={700}>{formatPrice(parcel.price)}</Text>
          <PaidBadge paid={parcel.is_paid} />
        </div>
      )}
    </div>
  );
}

interface MyParcelsTableProps {
  parcels: readonly Parcel[];
  loading: boolean;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onOpen: (parcel: Parcel) => void;
  /** «Объединить»: the parcels ticked, and what to do with them (shown above the table). */
  selection?: { ids: readonly number[]; onChange: (ids: number[]) => void; actions: ReactNode };
}

/** The customer's parcels: a table on wide screens, cards on a phone. */
export function MyParcelsTable({ parcels, loading, page, totalPages, onPageChange, onOpen, selection }: MyParcelsTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<Parcel>[] = [
    {
      key: 'photo',
      header: t('user.parcels.columns.photo'),
      width: 72,
      render: (parcel) => <ParcelPhoto src={parcel.image} alt={t('user.parcels.photoAlt', { name: parcel.name })} size={48} />,
    },
    { key: 'name', header: t('user.parcels.columns.name'), render: (parcel) => <ParcelName parcel={parcel} onOpen={onOpen} /> },
    {
      key: 'price',
      header: t('user.parcels.columns.price'),
      align: 'right',
      render: (parcel) =>
        parcel.consolidated_into === null && (
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatPrice(parcel.price)}
          </Text>
        ),
    },
    { key: 'date', header: t('user.parcels.columns.date'), render: (parcel) => <ParcelDate parcel={parcel} /> },
    {
      key: 'paid',
      header: t('user.parcels.columns.paid'),
      render: (parcel) => parcel.consolidated_into === null && <PaidBadge paid={parcel.is_paid} />,
    },
    {
      key: 'status',
      header: t('user.parcels.columns.status'),
      width: 220,
      render: (parcel) => (
        <Stack gap={4}>
          <StatusBadge status={parcel.status} />
          {parcel.storage && <StorageNote storage={parcel.storage} size="xs" />}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('user.parcels.caption')}
      columns={columns}
      rows={parcels}
      getRowId={(parcel) => parcel.id}
      loading={loading}
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      onRowClick={onOpen}
      renderCard={(parcel) => <ParcelCard parcel={parcel} onOpen={onOpen} />}
      minWidth={760}
      selectable={selection !== undefined}
      selectedIds={selection?.ids}
      onSelectionChange={selection && ((ids) => selection.onChange(ids.map(Number)))}
      bulkActions={selection?.actions}
    />
  );
}
