import { type ServiceOrder, warehouseName } from '@kerben/domain';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../../i18n/ru/services';

/** The options the customer chose, as the warehouse reads them («выбросить коробки от обуви, пузырчатая плёнка»). */
export function useTaskOptions() {
  const { t } = useTranslation();
  return (order: ServiceOrder): string => {
    const { options } = order;
    const parts: string[] = [];
    if (options.remove_shoe_boxes) parts.push(t('tasks.options.remove_shoe_boxes'));
    if (options.bubble_wrap) parts.push(t('tasks.options.bubble_wrap'));
    if (order.service === 'consolidation') {
      parts.push(options.remove_boxes ? t('tasks.options.remove_boxes') : t('tasks.options.keep_boxes'));
    }
    return parts.join(', ');
  };
}

/** What the task asks: the parcel (or the parcels of a box), the options, the customer's comment, a return's label. */
export function TaskSummary({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation();
  const options = useTaskOptions()(order);
  const parcels = order.service === 'consolidation' ? order.parcels : order.parcel ? [order.parcel] : [];
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {order.client.unique_id} · {order.client.first_name} {order.client.last_name} ·{' '}
          {warehouseName(order.warehouse.id, order.warehouse.name)}
        </Text>
        {parcels.map((parcel) => (
          <Text key={parcel.id} size="sm">
            №{parcel.id} «{parcel.name}»{' '}
            {parcel.track_number && (
              <Text span ff="monospace" size="sm">
                {parcel.track_number}
              </Text>
            )}
          </Text>
        ))}
        {options && <Text size="sm">{options}</Text>}
        {order.options.comment && <Text size="sm">{t('tasks.clientComment', { comment: order.options.comment })}</Text>}
        {order.label && (
          <Text size="sm">
            <Anchor href={order.label} target="_blank" rel="noreferrer">
              {t('tasks.label')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
