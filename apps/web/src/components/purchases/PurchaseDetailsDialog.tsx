import type { PurchaseDetails } from '@kerben/domain';
import { Modal, SimpleGrid, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePurchaseDetails } from '../../api/purchases';
import { QueryView } from '../QueryView';
import { PurchaseFacts } from './PurchaseFacts';

/**
 * A request's details, asked afresh when opened (an operator may have answered meanwhile), with
 * what the viewer may do: the customer's payment above the history; the operator's answer beside
 * the facts on a wide screen, below them on a phone.
 */
export function PurchaseDetailsDialog({
  id,
  opened,
  onClose,
  detailed = false,
  children,
}: {
  id: number | null;
  opened: boolean;
  onClose: () => void;
  detailed?: boolean;
  children?: (purchase: PurchaseDetails) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const details = usePurchaseDetails(opened ? id : null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('purchaseArea.details.title', { id: id ?? '' })}
      size={detailed ? 1080 : 'lg'}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <QueryView
        query={details}
        errorTitle={t('purchaseArea.details.loadError')}
        isEmpty={() => false}
        loading={<Skeleton height={320} radius="md" />}
      >
        {(purchase) =>
          detailed ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <PurchaseFacts purchase={purchase} detailed />
              <div>{children?.(purchase)}</div>
            </SimpleGrid>
          ) : (
            <PurchaseFacts purchase={purchase} action={children?.(purchase)} />
          )
        }
      </QueryView>
    </Modal>
  );
}
