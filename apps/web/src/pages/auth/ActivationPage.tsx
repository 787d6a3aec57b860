import { accountEmail, activationSchema } from '@kerben/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useActivateAccount, useResendActivationCode } from '../../api/auth';
import { CodeInput } from '../../components/CodeInput';
import { ApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { notifyFailure } from '../../lib/notify';
import { AuthHeading } from './AuthHeading';
import { BackToLogin } from './BackToLogin';
import { EmailInput } from './EmailInput';

/**
 * The six-digit code from the registration email turns the account on. The key of this tab's
 * registration goes with it (api/registration-key.ts), so the code opens only that registration.
 */
export function ActivationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const emailFromLink = params.get('email')?.trim() ?? '';
  const activate = useActivateAccount();
  const resend = useResendActivationCode();
  // The server cannot tell which registration is this one (expired, or several with this email).
  const [registerAgain, setRegisterAgain] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: emailFromLink, code: '' },
    validate: schemaResolver(activationSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setRegisterAgain(null);
    activate.mutate(
      { email: values.email.trim(), code: values.code },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('auth.activation.success') });
          navigate(`/auth/login?email=${encodeURIComponent(values.email.trim())}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRegisterAgain(error.detail ?? error.message);
          else applyServerErrors(form, error);
        },
      },
    );
  });

  const resendCode = () => {
    const email = form.getValues().email.trim();
    const check = accountEmail.safeParse(email);
    if (!check.success) {
      form.setFieldError('email', email ? check.error.issues[0]?.message : t('auth.activation.emailNeeded'));
      return;
    }
    resend.mutate(email, {
      onSuccess: (answer) => {
        form.setFieldValue('code', '');
        notifications.show({ color: 'kerben', message: answer?.detail ?? t('auth.activation.resent') });
      },
      // Without this tab's key while several registrations of the email wait, as activation answers.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setRegisterAgain(error.detail ?? error.message);
        else notifyFailure(error);
      },
    });
  };

  return (
    <>
      <AuthHeading
        title={t('auth.activation.title')}
        subtitle={emailFromLink ? t('auth.activation.subtitle', { email: emailFromLink }) : t('auth.activation.subtitleNoEmail')}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {registerAgain && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="alert">
              <Stack gap={6}>
                <Text size="sm">{registerAgain}</Text>
                <Anchor component={Link} to="/auth/register" size="sm" fw={600}>
                  {t('auth.activation.registerAgain')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {!emailFromLink && <EmailInput {...form.getInputProps('email')} />}
          {emailFromLink && form.errors.email && (
            <Text c="red" size="sm" role="alert">
              {form.errors.email}
            </Text>
          )}
          <CodeInput label={t('auth.activation.codeLabel')} autoFocus={Boolean(emailFromLink)} {...form.getInputProps('code')} />
          <Button type="submit" size="md" fullWidth loading={activate.isPending}>
            {t('auth.activation.submit')}
          </Button>
          <Button variant="subtle" fullWidth onClick={resendCode} loading={resend.isPending}>
            {t('auth.activation.resend')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </>
  );
}
