import { changePasswordSchema } from '@kerben/domain';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordInput, useChangePassword } from '../../../api/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';

/**
 * 'Сменить пароль': the current one, the new one twice. The server ends every other session and
 * answers a new one for this tab (stored at once), so the customer stays signed in here.
 */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    initialValues: { old_password: '', new_password: '', confirm_new_password: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('user.password.changed'));
        form.reset();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('user.password.failed') }),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={440}>
        <Text size="sm" c="dimmed">
          {t('user.password.lead')}
        </Text>
        {/* Password managers file the new password under this account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label={t('user.password.old')}
          required
          autoComplete="current-password"
          {...form.getInputProps('old_password')}
        />
        <PasswordInput
          label={t('user.password.new')}
          description={t('user.password.newHint')}
          required
          autoComplete="new-password"
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={t('user.password.repeat')}
          required
          autoComplete="new-password"
          {...form.getInputProps('confirm_new_password')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('user.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
