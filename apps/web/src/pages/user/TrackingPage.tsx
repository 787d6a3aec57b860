import type { Parcel } from '@kerben/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TrackingLookup } from '../../components/parcels/TrackingLookup';
import { useDialogState } from '../../hooks/use-dialog-state';
import { ParcelDetailsDialog } from './parcels/ParcelDetailsDialog';

/**
 * /user/tracking: any track number's status and history. The number is in the address
 * (?track=...), so a result can be reloaded or shared; the customer's own parcel opens in full.
 */
export function TrackingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const details = useDialogState<Parcel>();
  return (
    <Stack gap="lg" maw={880}>
      <Text c="dimmed">{t('user.tracking.lead')}</Text>
      <TrackingLookup
        track={params.get('track') ?? ''}
        onTrackChange={(track) => setParams({ track })}
        headingOrder={2}
        renderAction={({ parcel }) =>
          parcel && (
            <div>
              <Button variant="light" leftSection={<IconPackage size={18} aria-hidden />} onClick={() => details.open(parcel)}>
                {t('user.tracking.openParcel')}
              </Button>
            </div>
          )
        }
      />
      <ParcelDetailsDialog {...details.props} />
    </Stack>
  );
}
