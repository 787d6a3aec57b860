import { type Parcel, warehouseName } from '@kerben/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBoxMultiple } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/profile';
import { useOpenConsolidations } from '../../../api/services';
import { LazyDialog } from '../../../components/LazyDialog';
import { ServiceStatusBadge } from '../../../components/services/ServiceStatusBadge';
import { lazyNamed } from '../../../lib/lazy';
import { selectionProblem } from '../../../lib/warehouse-services';
import { useCancelOrder } from './use-cancel-order';
import '../../../i18n/ru/services';

const ConsolidateDialog = lazyNamed(() => import('./ConsolidateDialog'), 'ConsolidateDialog');

/**
 * «Объединить посылки» over the parcel list: the button that turns the list's checkboxes on, the
 * parcels ticked (kept across pages), why they cannot go into one box yet, and the dialog.
 */
export function useCombineParcels(rows: readonly Parcel[] | undefined) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<number, Parcel>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const parcels = [...picked.values()];
  const problem = selectionProblem(parcels);
  const stop = () => {
    setActive(false);
    setPicked(new Map());
    setConfirming(false);
  };
  const onChange = (ids: number[]) =>
    setPicked((current) => {
      const known = new Map([...current, ...(rows ?? []).map((parcel) => [parcel.id, parcel] as const)]);
      return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id) as Parcel] as const] : [])));
    });

  return {
    toggle: (
      <Button
        variant={active ? 'filled' : 'light'}
        leftSection={<IconBoxMultiple size={18} aria-hidden />}
        onClick={() => (active ? stop() : setActive(true))}
      >
        {active ? t('services.combine.stop') : t('services.combine.start')}
      </Button>
    ),
    hint: active && (
      <Text size="sm" c="dimmed" mb="sm">
        {t('services.combine.hint')}
      </Text>
    ),
    selection: active
      ? {
          ids: [...picked.keys()],
          onChange,
          actions: (
            <Stack gap={4} align="flex-end">
              <Button size="compact-md" disabled={problem !== null} onClick={() => setConfirming(true)}>
                {t('services.combine.action')}
              </Button>
              {problem && picked.size > 0 && (
                <Text size="xs" c="red" maw={360} ta="right">
                  {problem}
                </Text>
              )}
            </Stack>
          ),
        }
      : undefined,
    dialog: (
      <LazyDialog opened={confirming}>
        <ConsolidateDialog
          key={[...picked.keys()].join(',')}
          opened={confirming}
          parcels={parcels}
          onClose={() => setConfirming(false)}
          onDone={stop}
        />
      </LazyDialog>
    ),
  };
}

/** The customer's consolidations the warehouse has not made yet, each cancellable until it starts. */
export function PendingConsolidations() {
  const { t } = useTranslation();
  const list = useOpenConsolidations(useProfile().data?.id);
  const cancel = useCancelOrder();
  const open = list.data?.results ?? [];
  if (open.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="pending-consolidations">
      <Title order={2} size="h5" mb="sm" id="pending-consolidations">
        {t('services.combine.pending')}
      </Title>
      <Stack gap="xs">
        {open.map((order) => (
          <Group key={order.id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t('services.combine.pendingItem', {
                  count: order.parcels.length,
                  warehouse: warehouseName(order.warehouse.id, order.warehouse.name),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {order.parcels.map((parcel) => parcel.name).join(', ')}
              </Text>
            </Stack>
            <Group gap="xs">
              <ServiceStatusBadge order={order} />
              {cancel.button(order)}
            </Group>
          </Group>
        ))}
      </Stack>
      {cancel.dialog}
    </Paper>
  );
}
