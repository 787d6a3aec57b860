import type { ActionIconProps } from '@mantine/core';
import { type EntityTextSource, useEntityTexts } from '../hooks/entity-texts';
import { type ConfirmDeleteOptions, useConfirmDelete } from '../hooks/use-confirm-delete';
import { useDialogState } from '../hooks/use-dialog-state';
import { EditDeleteActions } from './EditDeleteActions';

/**
 * Everything an admin list needs to add, edit and delete its records: the create/edit dialog's
 * state, the delete confirmation, and the pencil/trash buttons of each record.
 *
 *   const sites = useRecordActions({ texts: siteTexts, remove: useDeleteSite() });
 *   <SiteCard actions={sites.actions(site)} /> <SiteDialog {...sites.dialogProps} />
 *   <ConfirmDialog {...sites.confirmProps} />
 */
export function useRecordActions<T extends { id: number }>({
  texts: textSource,
  remove,
  onDeleted,
}: {
  texts: EntityTextSource<T>;
  remove: ConfirmDeleteOptions<T>['mutation'];
  onDeleted?: (record: T) => void;
}) {
  const texts = useEntityTexts(textSource);
  const dialog = useDialogState<T>();
  const removal = useConfirmDelete<T>({ mutation: remove, texts, onDeleted });
  return {
    /** Opens the dialog for a new record. */
    create: () => dialog.open(null),
    dialogProps: dialog.props,
    confirmProps: removal.dialogProps,
    actions: (record: T, size?: ActionIconProps['size']) => (
      <EditDeleteActions
        editLabel={texts.edit(record)}
        deleteLabel={texts.delete(record)}
        onEdit={() => dialog.open(record)}
        onDelete={() => removal.ask(record)}
        size={size}
      />
    ),
  };
}
