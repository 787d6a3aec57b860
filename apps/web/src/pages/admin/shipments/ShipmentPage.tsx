import {
  describeContents,
  type ShipmentAdd,
  type ShipmentDetail,
  type ShipmentParcel,
  type ShipmentStatus,
} from '@kerben/domain';
import { ActionIcon, Anchor, Button, DataList, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconEdit, IconFileSpreadsheet, IconFileText, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  downloadManifest,
  useAddShipmentParcels,
  useMoveShipment,
  useRemoveShipmentParcel,
  useShipment,
} from '../../../api/shipments';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CARD_LAYOUT_QUERY, DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StatusSwatch } from '../../../components/parcel-editor/parcel-badges';
import { QueryView } from '../../../components/QueryView';
import { useDialogState } from '../../../hooks/use-dialog-state';
import { ApiError } from '../../../lib/api-error';
import { wantNotifications } from '../../../lib/notifications-wanted';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { NotFoundPage } from '../../NotFoundPage';
import { ScanField, type ScanNote } from '../expected/ScanField';
import { ShipmentDialog } from './ShipmentDialog';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import { formatDate, formatPrice, kilograms, routeOf } from './shipment-format';
import '../../../i18n/ru/shipments';
import { formatDecimal } from '../../../lib/format';

wantNotifications();

/** /admin/shipments/{id}: one shipment with its parcels. */
export function ShipmentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const shipment = useShipment(id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/shipments" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('shipments.page.back')}
        </Group>
      </Anchor>
      <QueryView query={shipment} errorTitle={t('shipments.page.loadFailed')}>
        {(detail) => <ShipmentView shipment={detail} />}
      </QueryView>
    </Stack>
  );
}

/** The moves a shipment makes: it is sent, then it arrives. */
type Move = Exclude<ShipmentStatus, 'open'>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', xs: 'sm' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate>
        {label}
      </Text>
      <Text fz={{ base: 15, xs: 24 }} fw={800} lh={1.2} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The shipment: its details and status with the move to the next one (asked first: its parcels
 * move with it and their owners are told), the totals, the manifest downloads, the scan field that
 * adds parcels while it is open, and its parcels.
 */
function ShipmentView({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  const editing = useDialogState<ShipmentDetail>();
  const move = useMoveShipment();
  const [asking, setAsking] = useState<Move | null>(null);
  const open = shipment.status.id === 'open';
  const next = shipment.next_statuses[0] as Move | undefined;
  const count = shipment.totals.parcels;

  const confirmMove = () => {
    if (!asking) return;
    move.mutate(
      { id: shipment.id, status: asking },
      {
        onSuccess: (saved) => {
          notifySuccess(t(`shipments.move.done_${asking}`, { number: saved.number }));
          setAsking(null);
        },
        onError: (error) => {
          notifyFailure(error, { title: t('shipments.move.failed') });
          setAsking(null);
        },
      },
    );
  };
  const download = (format: 'xlsx' | 'csv') =>
    downloadManifest(shipment, format).catch((error: unknown) =>
      notifyFailure(error, { title: t('shipments.page.manifestFailed') }),
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="sm" align="center">
              <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
                {shipment.number}
              </Title>
              <ShipmentStatusBadge status={shipment.status.id} size="lg" />
            </Group>
            <Group gap="xs">
              <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => editing.open(shipment)}>
                {t('shipments.page.edit')}
              </Button>
              {next && (
                <Button onClick={() => setAsking(next)} disabled={next === 'sent' && count === 0}>
                  {t(`shipments.move.${next}`)}
                </Button>
              )}
            </Group>
          </Group>
          <DataList orientation="horizontal" labelWidth={phone ? 112 : 150} gap="xs" size="sm">
            <Fact label={t('shipments.page.carrier')}>{shipment.carrier}</Fact>
            <Fact label={t('shipments.page.route')}>{routeOf(shipment)}</Fact>
            <Fact label={t('shipments.page.departure')}>{formatDate(shipment.departure_date) || '—'}</Fact>
            <Fact label={t('shipments.page.created')}>{formatDate(shipment.created_at)}</Fact>
            {shipment.sent_at && <Fact label={t('shipments.page.sent')}>{formatDate(shipment.sent_at)}</Fact>}
            {shipment.arrived_at && <Fact label={t('shipments.page.arrived')}>{formatDate(shipment.arrived_at)}</Fact>}
            {shipment.comment && (
              <Fact label={t('shipments.page.comment')}>
                <span style={{ whiteSpace: 'pre-line' }}>{shipment.comment}</span>
              </Fact>
            )}
          </DataList>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('shipments.page.manifest')}:
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => void download('xlsx')}
            >
              {t('shipments.page.manifestXlsx')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileText size={16} aria-hidden />}
              onClick={() => void download('csv')}
            >
              {t('shipments.page.manifestCsv')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={3} spacing={phone ? 6 : 'sm'} component="section" aria-label={t('shipments.page.totals')}>
        <Total label={t('shipments.page.totalParcels')} value={String(count)} />
        <Total
          label={t('shipments.page.totalWeight')}
          value={t('shipments.page.totalWeightValue', { weight: kilograms(shipment.totals.weight_kg) })}
        />
        <Total label={t('shipments.page.totalValue')} value={formatPrice(shipment.totals.declared_value_usd)} />
      </SimpleGrid>
      {open ? (
        <AddByScan shipment={shipment} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('shipments.page.closed')}
        </Text>
      )}
      <ShipmentParcels shipment={shipment} />
      <ShipmentDialog {...editing.props} />
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        onConfirm={confirmMove}
        loading={move.isPending}
        title={asking ? t(`shipments.move.${asking}Title`, { number: shipment.number }) : undefined}
        message={asking ? t(`shipments.move.${asking}Text`, { count }) : ''}
        confirmLabel={asking ? t(`shipments.move.${asking}`) : undefined}
      />
    </Stack>
  );
}

/** The scan field of the warehouse pages, adding each scanned parcel to this shipment. */
function AddByScan({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const add = useAddShipmentParcels();
  const field = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<ScanNote | null>(null);
  const scan = async (track: string) => {
    try {
      const answer: ShipmentAdd = await add.mutateAsync({ id: shipment.id, track_numbers: [track] });
      const parcel = answer.parcels.find((item) => item.id === (answer.added[0] ?? answer.already_added[0]));
      if (!parcel) return;
      setNote(
        answer.added.length > 0
          ? { text: t('shipments.scan.added', { name: parcel.name, code: parcel.unique_id_user }), color: 'green' }
          : { text: t('shipments.scan.already', { name: parcel.name }), color: 'orange' },
      );
    } catch (error) {
      // Why the server refused it names the parcel: said under the field, where the operator looks.
      const reason = error instanceof ApiError ? Object.values(error.fields).flat().join(' ') || error.message : '';
      setNote({ text: `${t('shipments.scan.refused', { track })} ${reason}`.trim(), color: 'red' });
      notifyFailure(error, { title: t('shipments.scan.failed') });
    }
  };
  return (
    <ScanField
      onScan={scan}
      note={note}
      fieldRef={field}
      section={t('shipments.scan.section')}
      label={t('shipments.scan.label')}
    />
  );
}

function ShipmentParcels({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const remove = useRemoveShipmentParcel();
  const open = shipment.status.id === 'open';
  const removeParcel = (parcel: ShipmentParcel) =>
    remove.mutate(
      { id: shipment.id, parcelId: parcel.id },
      {
        onSuccess: () => notifySuccess(t('shipments.parcel.removed', { name: parcel.name })),
        onError: (error) => notifyFailure(error, { title: t('shipments.parcel.removeFailed') }),
      },
    );
  const removeButton = (parcel: ShipmentParcel) => (
    <Tooltip label={t('shipments.parcel.remove')}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('shipments.parcel.removeNamed', { track: parcel.track_number || `№${parcel.id}` })}
        onClick={() => removeParcel(parcel)}
        loading={remove.isPending && remove.variables?.parcelId === parcel.id}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  const duty = (parcel: ShipmentParcel) =>
    parcel.duty.due ? (
      <Text size="sm" c="orange.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('shipments.parcel.dutyDue', { amount: formatDecimal(parcel.duty.amount_eur) })}
      </Text>
    ) : (
      <Text size="sm">{t('shipments.parcel.dutyFree')}</Text>
    );
  const columns: DataTableColumn<ShipmentParcel>[] = [
    {
      key: 'track',
      header: t('shipments.parcel.track'),
      // A 22-character USPS number on one line.
      width: 210,
      render: (parcel) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {parcel.track_number || t('shipments.parcel.noTrack')}
          </Text>
          <Text size="xs" c="dimmed">
            №{parcel.id} · {parcel.name}
          </Text>
        </Stack>
      ),
    },
    { key: 'client', header: t('shipments.parcel.client'), render: (parcel) => `#${parcel.unique_id_user}` },
    { key: 'recipient', header: t('shipments.parcel.recipient'), render: (parcel) => parcel.recipient },
    {
      key: 'contents',
      header: t('shipments.parcel.contents'),
      width: 240,
      render: (parcel) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeContents(parcel.items)}
        </Text>
      ),
    },
    {
      key: 'value',
      header: t('shipments.parcel.value'),
      align: 'right',
      render: (parcel) => formatPrice(parcel.declared_value_usd),
    },
    {
      key: 'weight',
      header: t('shipments.parcel.weight'),
      align: 'right',
      render: (parcel) => (parcel.weight === null ? '—' : kilograms(parcel.weight)),
    },
    { key: 'duty', header: t('shipments.parcel.duty'), render: duty },
    { key: 'status', header: t('shipments.parcel.status'), render: (parcel) => <StatusSwatch status={parcel.status} /> },
    ...(open ? [{ key: 'actions', header: t('shipments.parcel.actions'), render: removeButton }] : []),
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="shipment-parcels">
      <Title order={3} fz="md" id="shipment-parcels">
        {t('shipments.page.parcels')}
      </Title>
      <DataTable
        caption={t('shipments.page.parcels')}
        columns={columns}
        rows={shipment.parcels}
        getRowId={(parcel) => parcel.id}
        emptyText={t('shipments.page.empty')}
        minWidth={1000}
        renderCard={(parcel) => (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {parcel.track_number || t('shipments.parcel.noTrack')}
                </Text>
                <Text size="xs" c="dimmed">
                  №{parcel.id} · {parcel.name} · #{parcel.unique_id_user} · {parcel.recipient}
                </Text>
              </Stack>
              {open && removeButton(parcel)}
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {describeContents(parcel.items)}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="sm">
                {formatPrice(parcel.declared_value_usd)} ·{' '}
                {parcel.weight === null ? '—' : t('shipments.page.totalWeightValue', { weight: kilograms(parcel.weight) })}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('shipments.parcel.duty')}:
                </Text>
                {duty(parcel)}
              </Group>
            </Group>
            <StatusSwatch status={parcel.status} />
          </Stack>
        )}
      />
    </Stack>
  );
}
