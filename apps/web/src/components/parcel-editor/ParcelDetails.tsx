import type { Parcel } from '@kerben/domain';
import { Drawer, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParcel, useUpdateParcel } from '../../api/parcels';
import { dismissUnless } from '../../lib/dismiss';
import { CARD_LAYOUT_QUERY } from '../DataTable';
import { ParcelEditForm } from './ParcelEditForm';
import { ParcelView } from './ParcelView';

export interface ParcelDetailsProps {
  /** The parcel to show; its row from the list shows at once while the fresh one loads. */
  parcel: Parcel | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A parcel's details beside the list: photo (enlarge, replace), receipt, status and paid flag,
 * address, measures, price, dates, comment and the status history; 'Редактировать' turns it into
 * the edit form (the wizard's fields), 'Печать этикетки' opens its label.
 */
export function ParcelDetails({ parcel: row, opened, onClose }: ParcelDetailsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  const fresh = useParcel(opened && row ? row.id : null);
  const parcel = fresh.data?.id === row?.id ? (fresh.data ?? row) : row;
  const [editing, setEditing] = useState<number | null>(null);
  const isEditing = parcel !== null && editing === parcel.id;
  const update = useUpdateParcel();

  return (
    <Drawer
      opened={opened}
      {...dismissUnless(update.isPending, onClose)}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        parcel && (
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {isEditing ? t('admin.parcels.edit.title', { name: parcel.name }) : parcel.name}
          </Title>
        )
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {parcel &&
        (isEditing ? (
          <ParcelEditForm parcel={parcel} update={update} onDone={() => setEditing(null)} />
        ) : (
          <ParcelView parcel={parcel} update={update} onEdit={() => setEditing(parcel.id)} />
        ))}
    </Drawer>
  );
}
