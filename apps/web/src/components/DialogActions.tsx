import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  /** While the form is being saved: Отмена waits, the submit button spins. */
  pending: boolean;
  submitLabel: string;
}

/** The foot of a form dialog: Отмена and the button that submits the form. */
export function DialogActions({ onCancel, pending, submitLabel, ...group }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
