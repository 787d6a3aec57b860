import type { CustomsRule, Duty } from '@kerben/domain';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n/ru/declaration';
import { formatDecimal } from '../../lib/format';

const euros = formatDecimal;
const kilos = (weight: number) => String(Math.round(weight * 1000) / 1000);

export interface DutyNoticeProps {
  duty: Duty;
  /** The rule the estimate was made with: its limits are named when known. */
  rule?: CustomsRule;
  /** Not weighed yet (an announcement): the estimate is by the value alone. */
  unweighed?: boolean;
}

/**
 * The duty estimate in words: a warning with the amount and what is over which limit, or a quiet
 * line that none is expected.
 */
export function DutyNotice({ duty, rule, unweighed = false }: DutyNoticeProps) {
  const { t } = useTranslation();
  if (!duty.due) {
    return (
      <Group gap={6} wrap="nowrap" c="dimmed" data-testid="duty-notice">
        <IconShieldCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          {rule ? t('duty.free', { value: rule.value_limit_eur, weight: rule.weight_limit_kg }) : t('duty.freeShort')}
          {unweighed && ` ${t('duty.unweighed')}`}
        </Text>
      </Group>
    );
  }
  const over = [
    duty.over_value_eur > 0 &&
      (rule
        ? t('duty.overValue', { limit: rule.value_limit_eur, over: euros(duty.over_value_eur) })
        : t('duty.overValueNoLimit', { over: euros(duty.over_value_eur) })),
    duty.over_weight_kg > 0 &&
      (rule
        ? t('duty.overWeight', { limit: rule.weight_limit_kg, over: kilos(duty.over_weight_kg) })
        : t('duty.overWeightNoLimit', { over: kilos(duty.over_weight_kg) })),
  ].filter(Boolean);
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      p="sm"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('duty.dueTitle', { amount: euros(duty.amount_eur) })}
      data-testid="duty-notice"
    >
      <Text size="sm">{over.join(' ')}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('duty.note')}
        {unweighed && ` ${t('duty.unweighed')}`}
      </Text>
    </Alert>
  );
}
