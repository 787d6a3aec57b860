import { type OwnEmailChangeInput, ownEmailChangeSchema } from '@kerben/domain';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmOwnEmailChange, useRequestOwnEmailChange } from '../../../api/profile';
import { CodeInput } from '../../../components/CodeInput';
import { EmailInput } from '../../../components/inputs';
import { ApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/**
 * 'Сменить почту' (operators and admins; a customer's email is changed by an admin): the new
 * address with the current password, then the code mailed to the new address. The old address is
 * told of the change by mail.
 */
export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useRequestOwnEmailChange();
  const confirm = useConfirmOwnEmailChange();
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const form = useForm<OwnEmailChangeInput>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ownEmailChangeSchema, { sync: true }),
  });

  const ask = (values: OwnEmailChangeInput) =>
    request.mutate(values, {
      onSuccess: (answer) => {
        setAskedFor(values.email.trim());
        setCode('');
        notifySuccess(answer.detail);
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('user.email.failed') }),
    });

  const codeError = confirm.error instanceof ApiError ? confirm.error.field('code') : undefined;
  const submitCode = () =>
    confirm.mutate(code, {
      onSuccess: (answer) => {
        setAskedFor(null);
        setCode('');
        form.reset();
        notifySuccess(answer.detail);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.field('code'))) notifyFailure(error, { title: t('user.email.failed') });
      },
    });

  return (
    <Stack gap="md" maw={440}>
      <Text size="sm" c="dimmed">
        {t('user.email.lead', { email })}
      </Text>
      <form onSubmit={form.onSubmit(ask)} noValidate>
        <Stack gap="md">
          <EmailInput label={t('user.email.new')} required autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label={t('user.email.password')}
            required
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group>
            <Button type="submit" variant={askedFor ? 'light' : 'filled'} loading={request.isPending}>
              {t('user.email.sendCode')}
            </Button>
          </Group>
        </Stack>
      </form>
      {askedFor && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CodeInput label={t('user.email.code', { email: askedFor })} value={code} onChange={setCode} error={codeError} />
          <Button loading={confirm.isPending} disabled={code.length !== 6} onClick={submitCode}>
            {t('user.email.confirm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
