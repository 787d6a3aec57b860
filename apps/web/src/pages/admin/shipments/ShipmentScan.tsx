import type { ShipmentAdd, ShipmentDetail } from '@kerben/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddShipmentParcels } from '../../../api/shipments';
import { ApiError } from '../../../lib/api-error';
import { notifyFailure } from '../../../lib/notify';
import { ScanField, type ScanNote } from '../expected/ScanField';

/** The scan field of the warehouse pages, adding each scanned parcel to this shipment. */
export function AddByScan({ shipment }: { shipment: ShipmentDetail }) {
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
