import { adminUserCreateSchema, ROLE_LABELS, ROLES } from '@kerben/domain';
import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type NewUserValues, useAddUser } from '../../../api/users';
import { DialogActions } from '../../../components/DialogActions';
import { fileFieldProps } from '../../../components/EntityDialog';
import { FormModal } from '../../../components/FormModal';
import { ImagePicker } from '../../../components/ImagePicker';
import { EmailInput } from '../../../components/inputs';
import { PhoneInput } from '../../../components/PhoneInput';
import { applyServerErrors } from '../../../lib/form-errors';

export const EMPTY_NEW_USER: NewUserValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  password2: '',
  role: 'customer',
  front_image: null,
  back_image: null,
};

const checkSchema = schemaResolver(adminUserCreateSchema, { sync: true });

/**
 * 'Добавить пользователя': checked on submit with the server's schema,
 * a message beside each field; passwords with show/hide; the phone with a forced + and formatted as
 * typed; passport images with a preview to view and delete. On success the form and previews reset
 * and the dialog closes; the page shows the banner (`onAdded`).
 */
export function AddUserDialog({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddUser();
  const form = useForm<NewUserValues>({
    initialValues: EMPTY_NEW_USER,
    validate: (values) => checkSchema(values),
    validateInputOnChange: false,
  });
  const pending = add.isPending;

  const submit = (values: NewUserValues) =>
    add.mutate(values, {
      onSuccess: () => {
        form.reset();
        onAdded();
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('admin.users.add.failed') }),
    });

  const field = (name: keyof NewUserValues) => form.getInputProps(name);
  return (
    <FormModal opened={opened} onClose={onClose} pending={pending} title={t('admin.users.add.title')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('admin.users.add.firstName')}
              required
              data-autofocus
              autoComplete="off"
              {...field('first_name')}
            />
            <TextInput label={t('admin.users.add.lastName')} required autoComplete="off" {...field('last_name')} />
            <EmailInput label={t('admin.users.add.email')} required autoComplete="off" {...field('email')} />
            <PhoneInput label={t('admin.users.add.phone')} required forcePlus autoComplete="off" {...field('phone_number')} />
            <PasswordInput label={t('admin.users.add.password')} required autoComplete="new-password" {...field('password')} />
            <PasswordInput label={t('admin.users.add.password2')} required autoComplete="new-password" {...field('password2')} />
            <Select
              label={t('admin.users.details.roleSelect')}
              data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              allowDeselect={false}
              {...field('role')}
            />
          </SimpleGrid>
          <ImagePicker
            label={t('admin.users.add.frontImage')}
            preview="dialog"
            hint={null}
            disabled={pending}
            {...fileFieldProps(form, 'front_image')}
          />
          <ImagePicker
            label={t('admin.users.add.backImage')}
            preview="dialog"
            hint={null}
            disabled={pending}
            {...fileFieldProps(form, 'back_image')}
          />
          <DialogActions onCancel={onClose} pending={pending} submitLabel={t('admin.users.add.submit')} />
        </Stack>
      </form>
    </FormModal>
  );
}
