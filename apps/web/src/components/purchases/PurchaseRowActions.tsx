import type { Purchase } from '@kerben/domain';
import { Button, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../EditDeleteActions';

/** A request's buttons in a list: its details, and deleting it where the viewer may (`onDelete`). */
export function PurchaseRowActions({
  purchase,
  onOpen,
  deleteLabel,
  onDelete,
}: {
  purchase: Purchase;
  onOpen: (purchase: Purchase) => void;
  deleteLabel: string;
  onDelete?: (purchase: Purchase) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={t('purchaseArea.details.openOf', { name: purchase.name_of_purchase })}
        onClick={() => onOpen(purchase)}
      >
        {t('purchaseArea.details.open')}
      </Button>
      {onDelete && <EditDeleteActions deleteLabel={deleteLabel} onDelete={() => onDelete(purchase)} />}
    </Group>
  );
}
