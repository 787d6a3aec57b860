import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmEmailChange, useRequestEmailChange, useSendResetCode } from '../../../api/users';
import { CodeInput } from '../../../components/CodeInput';
import { EmailInput } from '../../../components/inputs';
import { ApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/**
 * 'Помощь с доступом': a reset code to the account's email, and for a customer a corrected email,
 * which replaces the old one once the code mailed to the new address is typed here (the customer
 * reads it out). A staff member's email is changed by its owner only (the server answers 403).
 */
export function UserAccessHelp({ userId, staff }: { userId: number; staff: boolean }) {
  const { t } = useTranslation();
  const reset = useSendResetCode();

  return (
    <Stack gap="sm">
      <Title order={4}>{t('admin.users.details.help')}</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconKey size={16} aria-hidden />}
          loading={reset.isPending}
          onClick={() =>
            reset.mutate(userId, {
              onSuccess: (answer) => notifySuccess(answer.detail),
              onError: (error) => notifyFailure(error, { title: t('admin.users.details.resetFailed') }),
            })
          }
        >
          {t('admin.users.details.sendReset')}
        </Button>
      </Group>
      {staff ? (
        <Text size="sm" c="dimmed">
          {t('admin.users.details.staffEmailOwn')}
        </Text>
      ) : (
        <EmailCorrection userId={userId} />
      )}
    </Stack>
  );
}

/** A customer's corrected email: a code to the new address, typed here once the customer reads it out. */
function EmailCorrection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.field(field) : undefined);

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <EmailInput
          label={t('admin.users.details.newEmail')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError(request.error, 'email')}
          style={{ flex: '1 1 240px' }}
        />
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden />}
          loading={request.isPending}
          disabled={!email.trim()}
          onClick={() =>
            request.mutate(
              { id: userId, email: email.trim() },
              {
                onSuccess: (answer) => {
                  setAsked(true);
                  notifySuccess(answer.detail);
                },
                onError: (error) => {
                  if (!fieldError(error, 'email')) notifyFailure(error, { title: t('admin.users.details.emailFailed') });
                },
              },
            )
          }
        >
          {t('admin.users.details.sendCode')}
        </Button>
      </Group>
      {asked && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CodeInput
            label={t('admin.users.details.codeLabel')}
            value={code}
            onChange={setCode}
            error={fieldError(confirm.error, 'code')}
          />
          <Button
            loading={confirm.isPending}
            disabled={code.length !== 6}
            onClick={() =>
              confirm.mutate(
                { id: userId, code },
                {
                  onSuccess: (answer) => {
                    setAsked(false);
                    setCode('');
                    setEmail('');
                    notifySuccess(answer.detail);
                  },
                  onError: (error) => {
                    if (!fieldError(error, 'code')) notifyFailure(error, { title: t('admin.users.details.emailFailed') });
                  },
                },
              )
            }
          >
            {t('admin.users.details.confirmCode')}
          </Button>
        </Group>
      )}
    </>
  );
}
