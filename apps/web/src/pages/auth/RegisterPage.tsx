import { type RegisterInput, registerSchema } from '@kerben/domain';
import { Anchor, Button, Group, PasswordInput, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRegister } from '../../api/auth';
import { PhoneInput } from '../../components/PhoneInput';
import { applyServerErrors } from '../../lib/form-errors';
import { AuthHeading } from './AuthHeading';
import { EmailInput } from './EmailInput';

const STEP_ONE_FIELDS = ['first_name', 'last_name', 'email', 'phone_number'] as const;
const validateAll = schemaResolver(registerSchema, { sync: true });

function stepOneErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => (STEP_ONE_FIELDS as readonly string[]).includes(field)));
}

/** Two steps: who you are, then the password. Both use the server's own schema and messages. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [step, setStep] = useState<0 | 1>(0);
  const form = useForm<RegisterInput>({
    initialValues: { first_name: '', last_name: '', email: '', phone_number: '', password: '', password2: '' },
    validate: validateAll,
  });

  const goNext = (event: FormEvent) => {
    event.preventDefault();
    const errors = stepOneErrors(validateAll(form.getValues()));
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setStep(1);
  };

  const submit = form.onSubmit(
    (values) =>
      register.mutate(values, {
        onSuccess: (account) => navigate(`/auth/account-activation?email=${encodeURIComponent(account.email)}`),
        onError: (error) => {
          const fields = applyServerErrors(form, error);
          if (fields.some((field) => (STEP_ONE_FIELDS as readonly string[]).includes(field))) setStep(0);
        },
      }),
    (errors) => {
      if (Object.keys(stepOneErrors(errors)).length > 0) setStep(0);
    },
  );

  return (
    <>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <Stack gap={6} mb="lg">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {step === 0 ? t('auth.register.step1') : t('auth.register.step2')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('auth.register.step', { step: step + 1 })}
          </Text>
        </Group>
        <Progress value={step === 0 ? 50 : 100} size="sm" aria-hidden />
      </Stack>
      <form onSubmit={step === 0 ? goNext : submit} noValidate>
        {step === 0 ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={t('auth.register.firstName')} autoComplete="given-name" {...form.getInputProps('first_name')} />
              <TextInput label={t('auth.register.lastName')} autoComplete="family-name" {...form.getInputProps('last_name')} />
            </SimpleGrid>
            <EmailInput {...form.getInputProps('email')} />
            <PhoneInput label={t('auth.register.phone')} forcePlus={false} {...form.getInputProps('phone_number')} />
            <Button type="submit" size="md" fullWidth rightSection={<IconArrowRight size={18} />}>
              {t('auth.register.next')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <PasswordInput
              label={t('auth.password')}
              description={t('auth.register.passwordHint')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput label={t('auth.password2')} autoComplete="new-password" {...form.getInputProps('password2')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} />} onClick={() => setStep(0)}>
                {t('auth.register.back')}
              </Button>
              <Button type="submit" size="md" loading={register.isPending}>
                {t('auth.register.submit')}
              </Button>
            </SimpleGrid>
          </Stack>
        )}
      </form>
      <Text size="sm" ta="center" c="dimmed" mt="lg">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to="/auth/login" fw={600}>
          {t('auth.register.login')}
        </Anchor>
      </Text>
    </>
  );
}
