import { type Parcel, warehouseName } from '@kerben/domain';
import { Group, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParcel, useParcelEvents } from '../../../api/parcels';
import { DeclaredItems } from '../../../components/declaration/DeclaredItems';
import { DutyNotice } from '../../../components/declaration/DutyNotice';
import { ParcelFacts } from '../../../components/parcels/ParcelFacts';
import { formatDate, formatDimensions, formatPrice, formatRoute } from '../../../components/parcels/parcel-format';
import { StatusBadge } from '../../../components/parcels/StatusBadge';
import { StatusTimeline } from '../../../components/parcels/StatusTimeline';
import { StorageNote } from '../../../components/parcels/StorageNote';
import { QueryView } from '../../../components/QueryView';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import { PaidBadge } from './PaidBadge';
import { ParcelPhoto } from './ParcelPhoto';
import { ParcelServices } from './ParcelServices';
import classes from './parcels.module.css';
import '../../../i18n/ru/tracking';

/** The warehouse's photo: small beside the price, the whole width after a tap. */
function ZoomablePhoto({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  return (
    <UnstyledButton
      className={classes.zoom}
      aria-expanded={zoomed}
      aria-label={zoomed ? t('user.parcel.photoShrink') : t('user.parcel.photoEnlarge')}
      onClick={() => setZoomed((value) => !value)}
    >
      <img src={src} alt={alt} decoding="async" />
    </UnstyledButton>
  );
}

function StatusHistory({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  const events = useParcelEvents(parcelId);
  return (
    <section aria-labelledby="parcel-history">
      <Title order={3} size="h5" mb="sm" id="parcel-history">
        {t('tracking.history')}
      </Title>
      <QueryView query={events} errorTitle={t('user.parcel.historyError')}>
        {(steps) => <StatusTimeline steps={steps} />}
      </QueryView>
    </section>
  );
}

function ParcelDetails({ parcel, onOpenParcel }: { parcel: Parcel; onOpenParcel: (id: number) => void }) {
  const { t } = useTranslation();
  const photoAlt = t('user.parcels.photoAlt', { name: parcel.name });
  const dimensions = formatDimensions(parcel);
  return (
    <Stack gap="lg">
      <Group align="flex-start" gap="md">
        {parcel.image ? <ZoomablePhoto src={parcel.image} alt={photoAlt} /> : <ParcelPhoto src={null} alt="" size={120} />}
        <Stack gap={8} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <div>
            <StatusBadge status={parcel.status} size="lg" />
          </div>
          <Text fz={28} fw={800} lh={1.1}>
            {formatPrice(parcel.price)}
          </Text>
          <div>
            <PaidBadge paid={parcel.is_paid} />
          </div>
          {parcel.storage && <StorageNote storage={parcel.storage} />}
        </Stack>
      </Group>
      <ParcelFacts
        facts={[
          { label: t('tracking.trackNumber'), value: parcel.track_number },
          {
            label: t('user.parcel.weight'),
            value: parcel.weight === null ? '' : t('user.parcel.weightValue', { weight: parcel.weight }),
          },
          { label: t('user.parcel.dimensions'), value: dimensions && t('user.parcel.dimensionsValue', { size: dimensions }) },
          { label: t('tracking.warehouse'), value: warehouseName(parcel.warehouse_detail.id, parcel.warehouse_detail.name) },
          { label: t('tracking.route'), value: formatRoute(parcel.country_of_origin, parcel.country_of_destination) },
          { label: t('user.parcel.received'), value: formatDate(parcel.created_at) },
          { label: t('tracking.dateSent'), value: formatDate(parcel.date_sent) },
          { label: t('tracking.dateArrived'), value: formatDate(parcel.date_arrived) },
          { label: t('user.parcel.comments'), value: parcel.comments },
        ]}
      />
      <section aria-labelledby="parcel-declaration">
        <Title order={3} size="h5" mb="sm" id="parcel-declaration">
          {t('declaration.title')}
        </Title>
        <Stack gap="sm">
          <DeclaredItems items={parcel.items} value={parcel.declared_value_usd} />
          {parcel.items.length > 0 && <DutyNotice duty={parcel.duty} unweighed={parcel.weight === null} />}
        </Stack>
      </section>
      <ParcelServices parcel={parcel} onOpenParcel={onOpenParcel} />
      <StatusHistory parcelId={parcel.id} />
    </Stack>
  );
}

/** A parcel of the signed-in customer: photo, measures, price, dates, route, declared contents with the duty, history. */
export function ParcelDetailsDialog({ opened, record, onClose }: RecordDialogProps<Parcel>) {
  const { t } = useTranslation();
  // Read at once, so a phone never shows the floating dialog first.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // A combined parcel leads to its box: shown here in its place until another parcel is opened.
  const [box, setBox] = useState<{ of: number; id: number } | null>(null);
  const boxId = box && box.of === record?.id ? box.id : null;
  const shownId = boxId ?? record?.id ?? null;
  // The photo is a signed link that expires: the parcel is read again while the dialog is open.
  const fresh = useParcel(opened && shownId !== null ? shownId : null);
  const parcel = fresh.data && fresh.data.id === shownId ? fresh.data : boxId === null ? record : null;
  const openParcel = (id: number) => record && setBox({ of: record.id, id });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={parcel?.name}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Keyed: another parcel starts with its photo small again. */}
      {parcel && <ParcelDetails key={parcel.id} parcel={parcel} onOpenParcel={openParcel} />}
    </Modal>
  );
}
