import { type LoginInput, loginSchema, MSG } from '@kerben/domain';
import { isStaff } from '@kerben/domain/roles';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../api/auth';
import { CodeInput } from '../../components/CodeInput';
import { ApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { AuthHeading } from './AuthHeading';
import { EmailInput } from './EmailInput';
import { safeNextPath } from './next-path';

type Failure = { kind: 'inactive' | 'code' | 'error'; message: string };

const validateLogin = schemaResolver(loginSchema, { sync: true });
// An empty code is no code: the field is shown only once the server asks for one.
const withoutEmptyCode = (values: LoginInput): LoginInput => ({ ...values, code: values.code || undefined });

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  // After many failed sign-ins to the account the server asks for a mailed code besides the password.
  const [codeAsked, setCodeAsked] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { email: params.get('email') ?? '', password: '', code: '' },
    validate: (values) => validateLogin(withoutEmptyCode(values)),
    validateInputOnBlur: true,
  });

  const send = (values: LoginInput) => {
    setFailure(null);
    login.mutate(withoutEmptyCode(values), {
      onSuccess: (session) => {
        const next = safeNextPath(params.get('next'));
        // Operators and admins go to the admin area (an answer without `role` says is_admin only).
        const staff = session.role ? isStaff(session.role) : session.is_admin;
        navigate(next ?? (staff ? '/admin' : '/user'), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.flags.code_required) {
          setCodeAsked(true);
          form.setFieldValue('code', '');
          setFailure({ kind: 'code', message: error.detail ?? MSG.loginCodeRequired });
        } else if (error instanceof ApiError && error.status === 403) {
          setFailure({ kind: 'inactive', message: error.detail ?? MSG.accountInactive });
        } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
          applyServerErrors(form, error);
        } else {
          // The server's detail, otherwise the generic login message.
          setFailure({ kind: 'error', message: (error instanceof ApiError && error.detail) || MSG.loginDefault });
        }
      },
    });
  };
  const submit = form.onSubmit(send);
  // Without a code, the right password gets a new code mailed.
  const resendCode = () => send({ ...form.getValues(), code: '' });

  const activationLink = `/auth/account-activation?email=${encodeURIComponent(form.values.email.trim())}`;

  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color={failure.kind === 'error' ? 'red' : 'yellow'} icon={<IconAlertCircle size={18} />} role="alert">
              <Stack gap={6}>
                <Text size="sm">{failure.message}</Text>
                {failure.kind === 'inactive' && (
                  <Anchor component={Link} to={activationLink} size="sm" fw={600}>
                    {t('auth.login.activate')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          {codeAsked && (
            <Stack gap={4}>
              <CodeInput label={t('auth.login.codeLabel')} autoFocus {...form.getInputProps('code')} />
              <Group justify="flex-end">
                <Button variant="subtle" size="compact-sm" onClick={resendCode} disabled={login.isPending}>
                  {t('auth.login.resendCode')}
                </Button>
              </Group>
            </Stack>
          )}
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to="/auth/register" fw={600}>
              {t('auth.login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
