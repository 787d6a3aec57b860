import { type ExpectedParcelFields, warehouseName } from '@kerben/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeclaredValue } from '../declaration/DeclaredValue';
import { ExpectedState } from './ExpectedState';

/**
 * An expected parcel on a phone: track number and state, (`mark`: an operator's warning,) (the
 * client,) warehouse and courier, the declared value (with the duty expected), comment, actions.
 */
export function ExpectedCard({
  expected,
  withClient = false,
  mark,
  actions,
}: {
  expected: ExpectedParcelFields;
  withClient?: boolean;
  mark?: ReactNode;
  actions: ReactNode;
}) {
  const { user_detail: user } = expected;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {expected.tracking_number}
        </Text>
        <ExpectedState expected={expected} />
      </Group>
      {mark && <div>{mark}</div>}
      {withClient && (
        <Text size="sm" fw={500}>
          #{user.unique_id} · {`${user.first_name} ${user.last_name}`.trim()}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {warehouseName(expected.warehouse_detail.id, expected.warehouse_detail.name)} · {expected.courier_service_detail.name}
      </Text>
      {expected.items.length > 0 && <DeclaredValue value={expected.declared_value_usd} duty={expected.duty} label />}
      {expected.comments && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {expected.comments}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        {actions}
      </Group>
    </Stack>
  );
}
