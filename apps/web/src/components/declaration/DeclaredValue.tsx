import type { Duty } from '@kerben/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../parcels/parcel-format';
import '../../i18n/ru/declaration';
import { formatDecimal } from '../../lib/format';

/** The declared value in a list, with a warning badge when duty is expected. */
export function DeclaredValue({ value, duty, label = false }: { value: number; duty: Duty; label?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{label ? t('declaration.declared', { value: formatPrice(value) }) : formatPrice(value)}</Text>
      {duty.due && (
        <Badge color="yellow" variant="light" radius="sm" tt="none">
          {t('declaration.dutyBadge', { amount: formatDecimal(duty.amount_eur) })}
        </Badge>
      )}
    </Group>
  );
}
