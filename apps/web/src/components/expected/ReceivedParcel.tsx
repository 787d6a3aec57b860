import type { ExpectedParcelFields, Parcel } from '@kerben/domain';
import { Button } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchParcel } from '../../api/parcels';
import { notifyFailure } from '../../lib/notify';

/**
 * Opening the parcel a received announcement became: it is loaded on the click (a list of
 * announcements does not carry whole parcels), then `show` opens the details.
 */
export function useReceivedParcel(show: (parcel: Parcel) => void) {
  const { t } = useTranslation();
  const fetchParcel = useFetchParcel();
  const [opening, setOpening] = useState<number | null>(null);
  const open = async (id: number) => {
    setOpening(id);
    try {
      show(await fetchParcel(id));
    } catch (error) {
      notifyFailure(error, { title: t('area.expected.parcelFailed') });
    } finally {
      setOpening(null);
    }
  };
  return { open, opening };
}

/** 'Посылка №12': the received parcel's details; nothing while it is on its way. */
export function ReceivedParcelButton({
  expected,
  opener,
}: {
  expected: ExpectedParcelFields;
  opener: ReturnType<typeof useReceivedParcel>;
}) {
  const { t } = useTranslation();
  const id = expected.parcel?.id;
  if (id === undefined) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPackage size={14} aria-hidden />}
      loading={opener.opening === id}
      aria-label={t('area.expected.openParcelOf', { id, track: expected.tracking_number })}
      onClick={() => void opener.open(id)}
    >
      {t('area.expected.openParcel', { id })}
    </Button>
  );
}
