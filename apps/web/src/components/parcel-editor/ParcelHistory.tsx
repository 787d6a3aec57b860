import { Loader, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParcelEvents } from '../../api/parcels';
import { dateFormat } from '../../lib/format';
import { useDeclarationText } from '../parcels/StatusTimeline';
import { QueryView } from '../QueryView';

/** The parcel's status and declaration changes, oldest first, with who made them. */
export function ParcelHistory({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  const events = useParcelEvents(parcelId);
  const declarationText = useDeclarationText();
  return (
    <QueryView
      query={events}
      errorTitle={t('admin.parcels.view.historyFailed')}
      empty={<Text c="dimmed">{t('admin.parcels.view.historyEmpty')}</Text>}
      loading={<Loader size="sm" aria-label={t('common.loading')} />}
    >
      {(list) => (
        <Timeline active={list.length - 1} bulletSize={14} lineWidth={2}>
          {list.map((event) => (
            <Timeline.Item
              key={event.id}
              title={event.status ? event.status.name : event.declaration ? declarationText(event.declaration) : ''}
              color={event.status ? undefined : 'gray'}
            >
              <Text size="xs" c="dimmed">
                {dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(event.created_at))}
                {event.changed_by && ` · ${t('admin.parcels.view.changedBy', { name: event.changed_by.name })}`}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </QueryView>
  );
}
