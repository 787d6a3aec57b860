import { type AdminUser, adminUserUpdateSchema, can, formatPhoneInput, type Profile } from '@kerben/domain';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type UserEditValues, useUpdateUser } from '../../../api/users';
import { DialogActions } from '../../../components/DialogActions';
import { fileFieldProps } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { PhoneInput } from '../../../components/PhoneInput';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';

const checkSchema = schemaResolver(adminUserUpdateSchema, { sync: true });

const valuesOf = (profile: Profile): UserEditValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone_number: profile.phone_number ? formatPhoneInput(profile.phone_number) : '',
  address: profile.address,
  front_image: null,
  back_image: null,
  removeFrontImage: false,
  removeBackImage: false,
});

/** The user's editable profile: names, phone, address and passport images (the email is read only). */
export function UserProfileForm({ user, profile, onClose }: { user: AdminUser; profile: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<UserEditValues>({
    initialValues: valuesOf(profile),
    // An account without a phone (an old registration) may be saved without one.
    validate: (values) => checkSchema({ ...values, phone_number: values.phone_number.replace(/^\+$/, '') || undefined }),
  });
  const pending = update.isPending;

  const submit = (values: UserEditValues) =>
    update.mutate(
      { id: user.id, values },
      {
        onSuccess: () => {
          notifySuccess(t('admin.users.details.saved'));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error, { failureTitle: t('admin.users.details.saveFailed') }),
      },
    );

  const passport = (field: 'front_image' | 'back_image', removeKey: 'removeFrontImage' | 'removeBackImage', label: string) => {
    const picker = fileFieldProps(form, field);
    return (
      <ImagePicker
        label={label}
        preview="inline"
        hint={null}
        disabled={pending}
        {...picker}
        currentUrl={form.values[removeKey] ? null : profile[field]}
        onRemoveCurrent={() => form.setFieldValue(removeKey, true)}
      />
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('admin.users.add.firstName')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('admin.users.add.lastName')} required {...form.getInputProps('last_name')} />
          <TextInput
            label={t('admin.users.add.email')}
            type="email"
            readOnly
            description={t(
              can(profile.role, 'changeOwnEmail') ? 'admin.users.details.staffEmailOwn' : 'admin.users.details.emailByCode',
            )}
            {...form.getInputProps('email')}
          />
          <PhoneInput label={t('admin.users.add.phone')} forcePlus {...form.getInputProps('phone_number')} />
        </SimpleGrid>
        <Textarea label={t('admin.users.details.address')} autosize minRows={1} maxRows={4} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {passport('front_image', 'removeFrontImage', t('admin.users.add.frontImage'))}
          {passport('back_image', 'removeBackImage', t('admin.users.add.backImage'))}
        </SimpleGrid>
        <DialogActions onCancel={onClose} pending={pending} submitLabel={t('admin.users.details.save')} />
      </Stack>
    </form>
  );
}
