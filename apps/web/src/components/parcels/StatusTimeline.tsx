import type { Named } from '@kerben/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, statusColor } from './parcel-format';
import classes from './parcels.module.css';
import '../../i18n/ru/tracking';

export interface TimelineStep {
  status: Named;
  /** ISO timestamp of the change. */
  created_at: string;
}

/**
 * A parcel's status history, oldest first as the server sends it, down to the current status
 * (marked for screen readers with aria-current and drawn larger, in its colour).
 */
export function StatusTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tracking.historyEmpty')}
      </Text>
    );
  }
  const current = steps.length - 1;
  return (
    <ol className={classes.timeline} aria-label={t('tracking.history')}>
      {steps.map((step, index) => (
        <li
          // Steps never reorder, and the same status may come twice: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={classes.step}
          aria-current={index === current ? 'step' : undefined}
          style={{ '--step-color': `var(--mantine-color-${statusColor(step.status.id)}-6)` } as React.CSSProperties}
        >
          <span className={classes.dot} aria-hidden />
          <div className={classes.stepTitle}>{step.status.name}</div>
          <Text size="sm" c="dimmed">
            <time dateTime={step.created_at}>{formatDateTime(step.created_at)}</time>
          </Text>
        </li>
      ))}
    </ol>
  );
}
