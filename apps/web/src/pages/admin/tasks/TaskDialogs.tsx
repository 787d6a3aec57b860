import { SERVICE_MSG, type ServiceOrder } from '@kerben/domain';
import { FileInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type TaskMove, useMoveTask } from '../../../api/services';
import { DialogActions } from '../../../components/DialogActions';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { FormModal } from '../../../components/FormModal';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { TaskSummary } from './TaskSummary';
import '../../../i18n/ru/services';

type Move = ReturnType<typeof useMoveTask>;

interface TaskFormProps {
  order: ServiceOrder;
  onClose: () => void;
  move: Move;
}

/** Sends a move; done, it says so and closes; refused, the messages go beside the form's fields. */
function send(
  move: Move,
  input: TaskMove,
  form: Parameters<typeof applyServerErrors>[0],
  texts: { done: string; failed: string },
  onClose: () => void,
) {
  move.mutate(input, {
    onSuccess: () => {
      notifySuccess(texts.done);
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, { failureTitle: texts.failed }),
  });
}

/** A task's dialog: its title from the task, and its form, which starts afresh for each task. */
function taskDialog(title: (order: ServiceOrder, t: TFunction) => string, Form: (props: TaskFormProps) => ReactNode) {
  return function TaskDialog({ opened, record, onClose }: RecordDialogProps<ServiceOrder>) {
    const { t } = useTranslation();
    const move = useMoveTask();
    return (
      <FormModal opened={opened} onClose={onClose} pending={move.isPending} title={record ? title(record, t) : ''}>
        {record && <Form key={record.id} order={record} onClose={onClose} move={move} />}
      </FormModal>
    );
  };
}

/** A task's form: its summary, the fields, and the buttons (held while the move is sent). */
function TaskForm({
  order,
  onSubmit,
  onClose,
  move,
  submitLabel,
  children,
}: TaskFormProps & { onSubmit: (event?: FormEvent<HTMLFormElement>) => void; submitLabel: string; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TaskSummary order={order} />
        {children}
        <DialogActions onCancel={onClose} pending={move.isPending} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}

interface DoneValues {
  photos: File[];
  note: string;
  weight: string;
}

function DoneForm({ order, onClose, move }: TaskFormProps) {
  const { t } = useTranslation();
  const form = useForm<DoneValues>({
    initialValues: { photos: [], note: '', weight: '' },
    validate: {
      photos: (photos) =>
        order.service === 'photo' && photos.length === 0
          ? SERVICE_MSG.photosRequired
          : photos.length > 10
            ? SERVICE_MSG.tooManyPhotos
            : null,
    },
  });
  const submit = (values: DoneValues) =>
    send(
      move,
      { id: order.id, status: 'done', ...values },
      form,
      { done: t('tasks.done'), failed: t('tasks.doneFailed') },
      onClose,
    );
  return (
    <TaskForm order={order} onSubmit={form.onSubmit(submit)} onClose={onClose} move={move} submitLabel={t('tasks.submitDone')}>
      <FileInput
        label={t('tasks.photos')}
        description={t('tasks.photosHint')}
        multiple
        clearable
        accept="image/*"
        leftSection={<IconPhoto size={18} aria-hidden />}
        placeholder={t('tasks.photosChosen', { count: form.values.photos.length })}
        withAsterisk={order.service === 'photo'}
        {...form.getInputProps('photos')}
      />
      <Textarea label={t('tasks.note')} {...NOTE_PROPS} {...form.getInputProps('note')} />
      <TextInput
        label={t('tasks.weight')}
        description={t('tasks.weightHint')}
        inputMode="decimal"
        autoComplete="off"
        {...form.getInputProps('weight')}
      />
    </TaskForm>
  );
}

/** «Выполнить»: the result the customer will see (photos, a note, the new weight); the price is charged then. */
export const CompleteTaskDialog = taskDialog(
  (order, t) => t('tasks.completeTitle', { kind: order.service_name, name: order.parcel?.name ?? '' }),
  DoneForm,
);

function DeclineForm({ order, onClose, move }: TaskFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (reason) => (reason.trim() ? null : SERVICE_MSG.reasonRequired) },
  });
  const submit = ({ reason }: { reason: string }) =>
    send(
      move,
      { id: order.id, status: 'declined', reason: reason.trim() },
      form,
      { done: t('tasks.declined'), failed: t('tasks.declineFailed') },
      onClose,
    );
  return (
    <TaskForm order={order} onSubmit={form.onSubmit(submit)} onClose={onClose} move={move} submitLabel={t('tasks.submitDecline')}>
      <Textarea
        label={t('tasks.reason')}
        description={t('tasks.reasonHint')}
        withAsterisk
        {...NOTE_PROPS}
        {...form.getInputProps('reason')}
      />
    </TaskForm>
  );
}

/** «Отклонить»: the reason, which the customer reads; nothing is charged. */
export const DeclineTaskDialog = taskDialog((order, t) => t('tasks.declineTitle', { kind: order.service_name }), DeclineForm);
