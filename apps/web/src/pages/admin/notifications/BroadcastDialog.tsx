import { type AppNotification, notificationSchema } from '@kerben/domain';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BroadcastValues, useCreateBroadcast, useUpdateBroadcast } from '../../../api/notifications';
import { EntityDialog, type EntityFormSpec, fileFieldProps } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { LongTextInput } from '../../../components/inputs';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of broadcasts, for this dialog and the page's buttons and confirmation. */
export const broadcastTexts = entityTexts('admin.notifications.broadcast', (broadcast: AppNotification) => broadcast.title);

const broadcastForm: EntityFormSpec<AppNotification, BroadcastValues> = {
  initialValues: (broadcast) => ({
    title: broadcast?.title ?? '',
    description: broadcast?.description ?? '',
    icon: null,
    removeIcon: false,
  }),
  schema: notificationSchema,
};

/**
 * 'Создать уведомление': title, description, picture with a preview,
 * delete and the image hint. The same dialog edits a broadcast: without a new picture the saved
 * one stays, and the saved one may be removed.
 */
export function BroadcastDialog(props: RecordDialogProps<AppNotification>) {
  const { t } = useTranslation();
  const save = { create: useCreateBroadcast(), update: useUpdateBroadcast() };
  return (
    <EntityDialog {...props} texts={broadcastTexts} spec={broadcastForm} save={save} size="lg">
      {(form, { record, pending }) => (
        <>
          <Text size="sm" c="dimmed">
            {record ? t('admin.notifications.broadcast.audienceEdit') : t('admin.notifications.broadcast.audienceCreate')}
          </Text>
          <TextInput label={t('admin.notifications.broadcast.title')} required data-autofocus {...form.getInputProps('title')} />
          <LongTextInput
            label={t('admin.notifications.broadcast.description')}
            placeholder={t('admin.notifications.broadcast.descriptionPlaceholder')}
            maxRows={10}
            {...form.getInputProps('description')}
          />
          <ImagePicker
            label={t('admin.notifications.broadcast.icon')}
            {...fileFieldProps(form, 'icon')}
            currentUrl={form.values.removeIcon ? null : record?.icon}
            onRemoveCurrent={() => form.setFieldValue('removeIcon', true)}
            disabled={pending}
          />
        </>
      )}
    </EntityDialog>
  );
}
