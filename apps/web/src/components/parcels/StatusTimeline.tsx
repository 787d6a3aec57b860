import type { Named } from '@kerben/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice, statusColor } from './parcel-format';
import classes from './parcels.module.css';
import '../../i18n/ru/tracking';

export interface TimelineStep {
  /** The status it got; null on a change of the declared contents. */
  status: Named | null;
  declaration?: { items: readonly { quantity: number }[]; declared_value_usd: number } | null;
  /** ISO timestamp of the change. */
  created_at: string;
}

/** 'Опись вложения: 3 товара на $120.00' (pieces counted, not lines). */
export function useDeclarationText() {
  const { t } = useTranslation();
  return (declaration: NonNullable<TimelineStep['declaration']>) => {
    const count = declaration.items.reduce((sum, item) => sum + item.quantity, 0);
    return count === 0
      ? t('tracking.declaredEmpty')
      : t('tracking.declared', { count, value: formatPrice(declaration.declared_value_usd) });
  };
}

/**
 * A parcel's history, oldest first as the server sends it, down to the current status (marked for
 * screen readers with aria-current and drawn larger, in its colour); a change of the declared
 * contents is a grey step between them.
 */
export function StatusTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation();
  const declarationText = useDeclarationText();
  if (steps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking.historyEmpty')}
      </Text>
    );
  }
  const current = steps.findLastIndex((step) => step.status !== null);
  return (
    <ol className={classes.timeline} aria-label={t('tracking.history')}>
      {steps.map((step, index) => (
        <li
          // Steps never reorder, and the same status may come twice: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={classes.step}
          aria-current={index === current ? 'step' : undefined}
          style={
            {
              '--step-color': `var(--mantine-color-${step.status ? statusColor(step.status.id) : 'gray'}-6)`,
            } as React.CSSProperties
          }
        >
          <span className={classes.dot} aria-hidden />
          <div className={classes.stepTitle}>
            {step.status ? step.status.name : step.declaration ? declarationText(step.declaration) : ''}
          </div>
          <Text size="sm" c="dimmed">
            <time dateTime={step.created_at}>{formatDateTime(step.created_at)}</time>
          </Text>
        </li>
      ))}
    </ol>
  );
}
