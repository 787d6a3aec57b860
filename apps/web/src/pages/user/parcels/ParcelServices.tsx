import type { Parcel } from '@kerben/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceOrders } from '../../../api/services';
import { QueryView } from '../../../components/QueryView';
import { ServiceOrderCard } from '../../../components/services/ServiceOrderCard';
import { takesServices } from '../../../lib/warehouse-services';
import { OrderServiceDialog } from './OrderServiceDialog';
import { useCancelOrder } from './use-cancel-order';
import '../../../i18n/ru/services';

/**
 * The parcel's orders and consolidations with their status and results, «Заказать услугу» while it
 * waits at the warehouse; a parcel combined into a box leads to the box.
 */
export function ParcelServices({ parcel, onOpenParcel }: { parcel: Parcel; onOpenParcel: (id: number) => void }) {
  const { t } = useTranslation();
  const orders = useServiceOrders({ parcel: parcel.id });
  const [ordering, setOrdering] = useState(false);
  const cancel = useCancelOrder();
  const boxId = parcel.consolidated_into;
  return (
    <section aria-labelledby="parcel-services">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h5" id="parcel-services">
          {t('services.section')}
        </Title>
        {takesServices(parcel) && (
          <Button size="compact-md" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOrdering(true)}>
            {t('services.order')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {boxId !== null && (
          <Alert color="kerben" variant="light" icon={<IconBox size={18} aria-hidden />}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('services.combinedInto')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => onOpenParcel(boxId)}>
                {t('services.openBox')}
              </Button>
            </Group>
          </Alert>
        )}
        <QueryView
          query={orders}
          errorTitle={t('services.loadError')}
          empty={
            <Text size="sm" c="dimmed">
              {t('services.none')}
            </Text>
          }
        >
          {(page) => (
            <Stack gap="sm">
              {page.results.map((order) => (
                <ServiceOrderCard key={order.id} order={order} action={cancel.button(order)} />
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
      <OrderServiceDialog parcel={parcel} opened={ordering} onClose={() => setOrdering(false)} />
      {cancel.dialog}
    </section>
  );
}
