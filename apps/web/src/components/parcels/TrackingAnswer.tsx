import type { Tracking } from '@kerben/domain';
import { Alert, type TitleOrder } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { TrackingResult } from './TrackingResult';
import '../../i18n/ru/tracking';

export interface TrackingAnswerProps {
  /** The lookup's answer: undefined before it, null for an unknown number. */
  tracking: Tracking | null | undefined;
  error: unknown;
  /** While a lookup runs the previous answer's notices are hidden. */
  looking: boolean;
  headingOrder?: TitleOrder;
  renderAction?: (tracking: Tracking) => ReactNode;
}

/** What the server said about a track number: where the parcel is, not found, or why it failed. */
export function TrackingAnswer({ tracking, error, looking, headingOrder, renderAction }: TrackingAnswerProps) {
  const { t } = useTranslation();
  return (
    <>
      {!looking && tracking === null && (
        <Alert color="orange" variant="light" radius="md" icon={<IconAlertCircle aria-hidden />} title={t('tracking.notFound')}>
          {t('tracking.notFoundHint')}
        </Alert>
      )}
      {!looking && Boolean(error) && (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle aria-hidden />} title={t('tracking.failed')}>
          {errorMessage(error)}
        </Alert>
      )}
      {tracking && <TrackingResult tracking={tracking} headingOrder={headingOrder} action={renderAction?.(tracking)} />}
    </>
  );
}
