import { type PublicTracking, warehouseName } from '@kerben/domain';
import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ParcelFacts } from './ParcelFacts';
import { formatDate, formatRoute } from './parcel-format';
import classes from './parcels.module.css';
import { StatusBadge } from './StatusBadge';
import { StatusTimeline } from './StatusTimeline';
import '../../i18n/ru/tracking';

export interface TrackingResultProps {
  /** Typed as the public answer on purpose: whatever else the server sent (the owner's parcel) is not shown here. */
  tracking: PublicTracking;
  /** The level of the result's headings under the page's own. */
  headingOrder?: TitleOrder;
  /** Under the facts: the owner's way to the parcel's details. */
  action?: ReactNode;
}

/** Where a parcel is: its status, warehouse, route, dates and status history. */
export function TrackingResult({ tracking, headingOrder = 3, action }: TrackingResultProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('tracking.trackNumber')}
            </Text>
            <Title order={headingOrder} size="h4" className={classes.breakWords}>
              {tracking.track_number}
            </Title>
          </div>
          <StatusBadge status={tracking.status} size="lg" />
        </Group>
        <ParcelFacts
          facts={[
            {
              label: t('tracking.warehouse'),
              value: warehouseName(tracking.warehouse_detail.id, tracking.warehouse_detail.name),
            },
            { label: t('tracking.route'), value: formatRoute(tracking.country_of_origin, tracking.country_of_destination) },
            { label: t('tracking.dateSent'), value: formatDate(tracking.date_sent) },
            { label: t('tracking.dateArrived'), value: formatDate(tracking.date_arrived) },
          ]}
        />
        {action}
        <div>
          <Title order={Math.min(headingOrder + 1, 6) as TitleOrder} size="h5" mb="sm">
            {t('tracking.history')}
          </Title>
          <StatusTimeline steps={tracking.timeline} />
        </div>
      </Stack>
    </Paper>
  );
}
