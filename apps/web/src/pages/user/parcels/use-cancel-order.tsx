import type { ServiceOrder } from '@kerben/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelService } from '../../../api/services';
import { LazyDialog } from '../../../components/LazyDialog';
import { lazyNamed } from '../../../lib/lazy';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import '../../../i18n/ru/services';

// The confirmation's dialog (Mantine's Modal) loads when first asked for: the customer's home shows
// this list on its first paint.
const ConfirmDialog = lazyNamed(() => import('../../../components/ConfirmDialog'), 'ConfirmDialog');

/** «Отменить» with its confirmation: an order or a consolidation the warehouse has not started. */
export function useCancelOrder() {
  const { t } = useTranslation();
  const cancel = useCancelService();
  const [asked, setAsked] = useState<ServiceOrder | null>(null);
  const consolidation = asked?.service === 'consolidation';
  const confirm = () => {
    if (!asked) return;
    cancel.mutate(
      { id: asked.id, consolidation },
      {
        onSuccess: () => {
          notifySuccess(consolidation ? t('services.combine.cancelled') : t('services.cancelled'));
          setAsked(null);
        },
        onError: (error) => {
          notifyFailure(error, { title: t('services.cancelFailed') });
          setAsked(null);
        },
      },
    );
  };
  return {
    button: (order: ServiceOrder) =>
      order.status === 'ordered' ? (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsked(order)}>
          {t('services.cancel')}
        </Button>
      ) : undefined,
    dialog: (
      <LazyDialog opened={asked !== null}>
        <ConfirmDialog
          opened={asked !== null}
          onClose={() => setAsked(null)}
          onConfirm={confirm}
          loading={cancel.isPending}
          danger
          title={
            consolidation ? t('services.combine.cancelTitle') : t('services.cancelTitle', { name: asked?.service_name ?? '' })
          }
          message={consolidation ? t('services.combine.cancelText') : t('services.cancelText')}
          confirmLabel={t('services.cancel')}
          cancelLabel={t('services.keep')}
        />
      </LazyDialog>
    ),
  };
}
