import { emailOnlySchema, forgotCompleteSchema } from '@kerben/domain';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCompletePasswordReset, useSendPasswordResetCode } from '../../api/auth';
import { CodeInput } from '../../components/CodeInput';
import { applyServerErrors } from '../../lib/form-errors';
import { AuthHeading } from './AuthHeading';
import { BackToLogin } from './BackToLogin';
import { EmailInput } from './EmailInput';

const validateComplete = schemaResolver(forgotCompleteSchema, { sync: true });

/** Step 1 mails a code (the answer never tells whether the account exists); step 2 sets the password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<0 | 1>(0);
  const sendCode = useSendPasswordResetCode();
  const complete = useCompletePasswordReset();

  const emailForm = useForm({
    initialValues: { email: params.get('email') ?? '' },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });
  const resetForm = useForm({
    initialValues: { code: '', password: '', password2: '' },
    validate: (values) => validateComplete({ ...values, email: emailForm.getValues().email.trim() }),
  });
  const email = emailForm.values.email.trim();

  const submitEmail = emailForm.onSubmit((values) =>
    sendCode.mutate(values.email.trim(), {
      onSuccess: (answer) => {
        if (answer?.detail) notifications.show({ color: 'kerben', message: answer.detail });
        setStep(1);
      },
      onError: (error) => applyServerErrors(emailForm, error),
    }),
  );

  const submitReset = resetForm.onSubmit((values) =>
    complete.mutate(
      { ...values, email },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('auth.forgot.success') });
          navigate(`/auth/login?email=${encodeURIComponent(email)}`);
        },
        onError: (error) => applyServerErrors(resetForm, error, { fields: ['code', 'password', 'password2'] }),
      },
    ),
  );

  if (step === 0) {
    return (
      <>
        <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle1')} />
        <form onSubmit={submitEmail} noValidate>
          <Stack gap="md">
            <EmailInput {...emailForm.getInputProps('email')} />
            <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
              {t('auth.forgot.send')}
            </Button>
            <BackToLogin />
          </Stack>
        </form>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle2', { email })} />
      <form onSubmit={submitReset} noValidate>
        <Stack gap="md">
          <CodeInput label={t('auth.forgot.code')} {...resetForm.getInputProps('code')} />
          <PasswordInput label={t('auth.newPassword')} autoComplete="new-password" {...resetForm.getInputProps('password')} />
          <PasswordInput label={t('auth.password2')} autoComplete="new-password" {...resetForm.getInputProps('password2')} />
          <Button type="submit" size="md" fullWidth loading={complete.isPending}>
            {t('auth.forgot.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" c="dimmed" onClick={() => setStep(0)}>
              {t('auth.forgot.otherEmail')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
