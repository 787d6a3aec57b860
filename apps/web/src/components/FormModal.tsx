import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissUnless } from '../lib/dismiss';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Its action is running: it cannot be closed until the answer comes. */
  pending: boolean;
  title: ReactNode;
  size?: ModalProps['size'];
  /** Drawn only while open, so a form inside starts afresh each time. */
  children: ReactNode;
}

/** The frame of a dialog that sends one form (a payment, a handover, a reason): centred, held open while sending. */
export function FormModal({ opened, onClose, pending, title, size = 'lg', children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      {...dismissUnless(pending, onClose)}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: pending }}
    >
      {children}
    </Modal>
  );
}
