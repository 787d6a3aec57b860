import { outOfStateRequestSchema } from '@kerben/domain';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendOutOfStateRequest } from '../../api/out-of-state-requests';
import { applyServerErrors } from '../../lib/form-errors';
import { HydratedFieldset } from '../HydratedFieldset';
import '../../i18n/ru/public-pages';
import { EmailInput } from '../inputs';

const EMPTY = { full_name: '', address: '', phone_number: '', cargo_weight: '', email: '', telegram: '', whatsapp: '' };

/**
 * The request of a sender outside Illinois or Delaware: checked with the server's schema (the
 * same 'Это поле обязательно к заполнению!'), cleared with a confirmation once sent; a refusal
 * shows the server's messages and keeps what was typed.
 */
export function OutOfStateRequestForm() {
  const { t } = useTranslation();
  const send = useSendOutOfStateRequest();
  const [sent, setSent] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: schemaResolver(outOfStateRequestSchema) });

  const submit = form.onSubmit((values) => {
    setSent(false);
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('outside.failed') }),
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="outside-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="outside-title" fz={{ base: 22, sm: 28 }}>
            {t('outside.title')}
          </Title>
          <Text c="dimmed" mt={6} maw={720}>
            {t('outside.lead')}
          </Text>
        </div>
        {sent && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('outside.sentTitle')} role="status">
            {t('outside.sentText')}
          </Alert>
        )}
        <HydratedFieldset>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('outside.fullName')} required autoComplete="name" {...form.getInputProps('full_name')} />
                <EmailInput label={t('outside.email')} required autoComplete="email" {...form.getInputProps('email')} />
                <TextInput
                  label={t('outside.phone')}
                  required
                  type="tel"
                  autoComplete="tel"
                  {...form.getInputProps('phone_number')}
                />
                <TextInput
                  label={t('outside.cargoWeight')}
                  required
                  inputMode="decimal"
                  {...form.getInputProps('cargo_weight')}
                />
                <TextInput
                  label={t('outside.telegram')}
                  placeholder={t('outside.telegramPlaceholder')}
                  {...form.getInputProps('telegram')}
                />
                <TextInput label={t('outside.whatsapp')} type="tel" {...form.getInputProps('whatsapp')} />
              </SimpleGrid>
              <Textarea
                label={t('outside.address')}
                required
                autosize
                minRows={2}
                maxRows={5}
                {...form.getInputProps('address')}
              />
              <Text size="sm" c="dimmed">
                {t('outside.requiredHint')}
              </Text>
              <div>
                <Button type="submit" size="md" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
                  {t('outside.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        </HydratedFieldset>
      </Stack>
    </Paper>
  );
}
