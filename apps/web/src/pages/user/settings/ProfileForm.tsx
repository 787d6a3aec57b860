import type { Profile } from '@kerben/domain';
import { can } from '@kerben/domain/roles';
import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileValues, useUpdateProfile } from '../../../api/profile';
import { fileFieldProps } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { PhoneInput } from '../../../components/PhoneInput';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { profileValues, validateProfile } from './profile-form';

const PASSPORT = [
  { field: 'front_image', remove: 'removeFrontImage', label: 'user.settings.passportFront' },
  { field: 'back_image', remove: 'removeBackImage', label: 'user.settings.passportBack' },
] as const;

/**
 * 'Личные данные': name, phone (typed as people write it), the email (read only) and both passport
 * images with preview, replace and delete. Saving sends everything in one multipart request, so
 * the fields and the images are saved together or not at all; on failure what was typed stays and
 * the server's messages show beside the fields.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProfile({ onUploadProgress: setProgress });
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile),
    validate: (values) => validateProfile(values, profile),
  });

  const submit = (values: ProfileValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(t('user.settings.saved'));
        // The saved answer is the form's new starting point (new images become the saved ones).
        form.setInitialValues(profileValues(saved));
        form.reset();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('user.settings.saveFailed') }),
      onSettled: () => setProgress(null),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('user.settings.firstName')}
            required
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('user.settings.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <PhoneInput label={t('user.settings.phone')} forcePlus={false} {...form.getInputProps('phone_number')} />
          <TextInput
            label={t('user.settings.email')}
            description={t(can(profile.role, 'changeOwnEmail') ? 'user.settings.emailHintStaff' : 'user.settings.emailHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={profile.email}
            readOnly
            variant="filled"
            type="email"
          />
        </SimpleGrid>
        <Divider my="xs" />
        <div>
          <Title order={2} size="h4">
            {t('user.settings.passportTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('user.settings.passportText')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {PASSPORT.map(({ field, remove, label }) => (
            <ImagePicker
              key={field}
              label={t(label)}
              hint={t('user.settings.passportHint')}
              {...fileFieldProps(form, field)}
              currentUrl={form.values[remove] ? null : profile[field]}
              onRemoveCurrent={() => form.setFieldValue(remove, true)}
              progress={form.values[field] ? progress : null}
              disabled={update.isPending}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('user.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
