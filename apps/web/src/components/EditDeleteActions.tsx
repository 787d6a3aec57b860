import { ActionIcon, type ActionIconProps, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface EditDeleteActionsProps {
  /** What a screen reader hears, naming the record: 'Изменить сайт Amazon'. */
  editLabel?: string;
  deleteLabel: string;
  /** Left out: a record that can only be deleted here (no pencil). */
  onEdit?: () => void;
  onDelete: () => void;
  size?: ActionIconProps['size'];
  /** 'light' for buttons on a busy background (a picture), 'subtle' on a plain one. */
  variant?: 'subtle' | 'light';
}

const ICON_SIZE = { xs: 14, sm: 16, md: 18, lg: 20 } as const;

/** The edit (pencil) and delete (trash) buttons of a record in a list, with tooltips. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  size = 'md',
  variant = 'subtle',
}: EditDeleteActionsProps) {
  const { t } = useTranslation();
  const iconSize = typeof size === 'string' && size in ICON_SIZE ? ICON_SIZE[size as keyof typeof ICON_SIZE] : 18;
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('common.edit')}>
          <ActionIcon variant={variant} color="gray" size={size} onClick={onEdit} aria-label={editLabel}>
            <IconPencil size={iconSize} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant={variant} color="red" size={size} onClick={onDelete} aria-label={deleteLabel}>
          <IconTrash size={iconSize} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
