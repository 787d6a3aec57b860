import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../lib/notify';
import type { EntityTexts } from './entity-texts';
import { useDialogState } from './use-dialog-state';

export interface ConfirmDeleteOptions<T> {
  /** The delete mutation of the list, called with the record's id. */
  mutation: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
  /** The question, the notification after it, the failure's title ('Не удалось удалить сайт'). */
  texts: Pick<EntityTexts<T>, 'deleteTitle' | 'deleteText' | 'deleted' | 'deleteFailed'>;
  /** After a successful delete (e.g. step back from a page that is now empty). */
  onDeleted?: (record: T) => void;
}

/**
 * Deleting a record after "are you sure?": `ask(record)` opens the confirmation; its Удалить runs
 * the mutation, tells how it went (the server's reason on failure) and closes. Render
 * `<ConfirmDialog {...dialogProps} />`.
 */
export function useConfirmDelete<T extends { id: number }>({ mutation, texts, onDeleted }: ConfirmDeleteOptions<T>) {
  const { t } = useTranslation();
  const dialog = useDialogState<T>();

  const confirm = () => {
    const record = dialog.record;
    if (!record) return;
    mutation.mutate(record.id, {
      onSuccess: () => {
        notifySuccess(texts.deleted(record));
        onDeleted?.(record);
      },
      onError: (error) => notifyFailure(error, { title: texts.deleteFailed(record) }),
      onSettled: dialog.close,
    });
  };

  // The props of <ConfirmDialog>: the component checks their shape where they are spread.
  const dialogProps = {
    opened: dialog.opened,
    onClose: dialog.close,
    onConfirm: confirm,
    title: texts.deleteTitle(),
    message: dialog.record ? texts.deleteText(dialog.record) : '',
    confirmLabel: t('common.delete'),
    danger: true,
    loading: mutation.isPending,
  };
  return { ask: (record: T) => dialog.open(record), dialogProps };
}
