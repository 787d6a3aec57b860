import { type ModalProps, Stack } from '@mantine/core';
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Edit } from '../api/client';
import { type EntityTextSource, type EntityTexts, useEntityTexts } from '../hooks/entity-texts';
import type { RecordDialogProps } from '../hooks/use-dialog-state';
import { applyServerErrors } from '../lib/form-errors';
import { notifySuccess } from '../lib/notify';
import { DialogActions } from './DialogActions';
import { FormModal } from './FormModal';

/** A zod schema (any Standard Schema), as schemaResolver takes it. */
type Schema = Parameters<typeof schemaResolver>[0];

// Mantine's own constraint on form values: any object of fields.
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's type parameter
type FormValues = Record<string, any>;

type Mutation<TInput, TSaved> = Pick<UseMutationResult<TSaved, Error, TInput>, 'mutate' | 'isPending'>;

/** How a record kind's form starts and what it checks. */
export interface EntityFormSpec<TRecord, TValues> {
  /** The form's starting values, from the record or empty. */
  initialValues: (record: TRecord | null) => TValues;
  /** The domain zod schema: the browser shows the messages the server would send. */
  schema: Schema;
  /** Checks the schema cannot make (a picture a new record needs); merged over the schema's. */
  validate?: (values: TValues, record: TRecord | null) => FormErrors;
  /**
   * The error keys the form shows, where they are not its values' keys (two expiry inputs show
   * the server's `end_date`): the server's messages for them go beside the fields.
   */
  errorFields?: readonly string[];
  /** Server field name -> form field name, where they differ (`user` -> `unique_id_user`). */
  serverFields?: Record<string, string>;
}

export interface EntityDialogProps<TRecord extends { id: number }, TValues extends FormValues>
  extends RecordDialogProps<TRecord> {
  /** Title, submit label, success and failure messages: the entity texts of the record kind. */
  texts: EntityTextSource<TRecord>;
  /** The form: its values and checks. */
  spec: EntityFormSpec<TRecord, TValues>;
  /** The create and update mutations of the record kind. */
  save: { create: Mutation<TValues, TRecord>; update: Mutation<Edit<TValues>, TRecord> };
  size?: ModalProps['size'];
  /** The fields. */
  children: (form: UseFormReturnType<TValues>, state: { record: TRecord | null; pending: boolean }) => ReactNode;
}

/**
 * The create/edit dialog of a record: validates with the domain schema, sends create or update,
 * and on success notifies and closes. On failure it stays open with everything typed: the
 * server's per-field messages beside the fields, the rest in a notification. While saving it
 * cannot be closed. Each dialog supplies only its fields.
 */
export function EntityDialog<TRecord extends { id: number }, TValues extends FormValues>(
  props: EntityDialogProps<TRecord, TValues>,
) {
  const { opened, record, onClose, size, save } = props;
  const texts = useEntityTexts(props.texts);
  const pending = save.create.isPending || save.update.isPending;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      pending={pending}
      title={record ? texts.editTitle(record) : texts.createTitle()}
      size={size ?? 'md'}
    >
      {/* Its own component: the form starts afresh each time the dialog opens. */}
      <EntityForm {...props} texts={texts} pending={pending} />
    </FormModal>
  );
}

function EntityForm<TRecord extends { id: number }, TValues extends FormValues>({
  record,
  onClose,
  texts,
  spec,
  save,
  children,
  pending,
}: Omit<EntityDialogProps<TRecord, TValues>, 'texts'> & { texts: EntityTexts<TRecord>; pending: boolean }) {
  const { t } = useTranslation();
  const checkSchema = schemaResolver(spec.schema, { sync: true });
  const form = useForm<TValues>({
    initialValues: spec.initialValues(record),
    validate: (values) => ({ ...checkSchema(values), ...spec.validate?.(values, record) }),
  });

  const submit = (values: TValues) => {
    const done = {
      onSuccess: (saved: TRecord) => {
        notifySuccess(record ? texts.saved(saved) : texts.created(saved));
        onClose();
      },
      onError: (error: Error) =>
        applyServerErrors(form, error, {
          failureTitle: record ? texts.updateFailed(record) : texts.createFailed(),
          fields: spec.errorFields,
          rename: spec.serverFields,
        }),
    };
    if (record) save.update.mutate({ id: record.id, values }, done);
    else save.create.mutate(values, done);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {children(form, { record, pending })}
        <DialogActions onCancel={onClose} pending={pending} submitLabel={record ? t('common.save') : texts.submitCreate()} />
      </Stack>
    </form>
  );
}

/** A note or an address in a dialog: two lines to start, growing with the text up to six. */
export const NOTE_PROPS = { autosize: true, minRows: 2, maxRows: 6 } as const;

/** A picture (or other file) every new record needs; an edit keeps the saved one when none is chosen. */
export function fileRequiredOnCreate<TValues>(field: keyof TValues & string, message: string) {
  return (values: TValues, record: unknown): FormErrors => (record || values[field] ? {} : { [field]: message });
}

/** An ImagePicker's value, onChange and error for a file field of the form; a new file clears the error. */
export function fileFieldProps<TValues extends FormValues>(form: UseFormReturnType<TValues>, field: keyof TValues & string) {
  return {
    value: form.values[field] as File | null,
    onChange: (file: File | null) => {
      form.setFieldValue(field, file as TValues[typeof field]);
      form.clearFieldError(field);
    },
    error: form.errors[field],
  };
}
