import type { ShipmentDetail, ShipmentStatus } from '@kerben/domain';
import { Anchor, Button, DataList, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconEdit, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadManifest, useMoveShipment, useShipment } from '../../../api/shipments';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';
import { Fact } from '../../../components/Fact';
import { QueryView } from '../../../components/QueryView';
import { useDialogState } from '../../../hooks/use-dialog-state';
import { wantNotifications } from '../../../lib/notifications-wanted';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { NotFoundPage } from '../../NotFoundPage';
import { ShipmentDialog } from './ShipmentDialog';
import { ShipmentParcels } from './ShipmentParcels';
import { AddByScan } from './ShipmentScan';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import { formatDate, formatPrice, kilograms, routeOf } from './shipment-format';
import '../../../i18n/ru/shipments';

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
