import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissUnless } from '../lib/dismiss';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deleting. */
  danger?: boolean;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
}

/** "Are you sure?" before an action that cannot be undone. Traps focus and closes on Escape. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      {...dismissUnless(loading, onClose)}
      title={title ?? t('components.confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel ?? t('components.confirm.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('components.confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
