import '../../i18n/ru/purchase';
import { PURCHASE_MSG, purchaseSchema } from '@kerben/domain';
import { Button, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PurchaseFormValues, useSubmitPurchase } from '../../api/purchase-submit';
import { applyServerErrors } from '../../lib/form-errors';
import { notifyFailure } from '../../lib/notify';
import { fileFieldProps } from '../EntityDialog';
import { HydratedFieldset } from '../HydratedFieldset';
import { ImagePicker } from '../ImagePicker';
import { EmailInput, LongTextInput, UrlInput } from '../inputs';
import { PhoneInput } from '../PhoneInput';

const EMPTY: PurchaseFormValues = {
  full_name: '',
  url: '',
  name_of_purchase: '',
  count: 1,
  email: '',
  description: '',
  telegram: '',
  phone_number: '',
  purchase_image: null,
  purchase_image_2: null,
};

const checkSchema = schemaResolver(purchaseSchema, { sync: true });

/** The first screenshot is required; the server says the same. */
const checkImages = (values: PurchaseFormValues): FormErrors =>
  values.purchase_image ? {} : { purchase_image: PURCHASE_MSG.required };

export interface PurchaseFormProps {
  /** What a signed-in customer's form starts with (their name, email and phone). */
  initialValues?: Partial<PurchaseFormValues>;
  /** After the confirmation of an accepted request is closed (a dialog around the form closes too). */
  onDone?: () => void;
}

/**
 * The buy-out request form (docs/product.md#buy-out-requests), on the home page and behind 'Добавить
 * заявку': checked with the server's schema, the + forced on the WhatsApp number, the second
 * screenshot offered once the first is chosen. Accepted: the form is cleared and a modal promises
 * an answer within 6 hours. Refused: 'Ошибка при отправке данных', the server's messages beside the
 * fields, and everything typed stays.
 */
export function PurchaseForm({ initialValues, onDone }: PurchaseFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitPurchase();
  const [accepted, setAccepted] = useState(false);
  const start = { ...EMPTY, ...initialValues };
  const form = useForm<PurchaseFormValues>({
    initialValues: start,
    validate: (values) => ({ ...checkSchema(values), ...checkImages(values) }),
  });
  const first = fileFieldProps(form, 'purchase_image');
  const second = fileFieldProps(form, 'purchase_image_2');

  const send = (values: PurchaseFormValues) =>
    submit.mutate(values, {
      onSuccess: () => {
        form.reset();
        setAccepted(true);
      },
      onError: (error) => {
        const title = t('purchase.form.failed');
        // A failed submit always says so, also when the reasons sit beside the fields.
        if (applyServerErrors(form, error, { failureTitle: title }).length > 0) notifyFailure(error, { title });
      },
    });

  return (
    <>
      <HydratedFieldset>
        <form onSubmit={form.onSubmit(send)} noValidate aria-label={t('purchase.form.submit')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label={t('purchase.form.fullName')}
                placeholder={t('purchase.form.fullNamePlaceholder')}
                autoComplete="name"
                required
                {...form.getInputProps('full_name')}
              />
              <EmailInput
                label={t('purchase.form.email')}
                autoComplete="email"
                placeholder="name@example.com"
                required
                {...form.getInputProps('email')}
              />
              <PhoneInput label={t('purchase.form.phone')} required forcePlus {...form.getInputProps('phone_number')} />
              <TextInput
                label={t('purchase.form.telegram')}
                placeholder={t('purchase.form.telegramPlaceholder')}
                autoComplete="off"
                {...form.getInputProps('telegram')}
              />
            </SimpleGrid>
            <UrlInput
              label={t('purchase.form.url')}
              placeholder={t('purchase.form.urlPlaceholder')}
              required
              {...form.getInputProps('url')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('purchase.form.name')}
                placeholder={t('purchase.form.namePlaceholder')}
                required
                {...form.getInputProps('name_of_purchase')}
              />
              <NumberInput
                label={t('purchase.form.count')}
                min={1}
                max={10_000}
                allowDecimal={false}
                allowNegative={false}
                required
                {...form.getInputProps('count')}
              />
            </SimpleGrid>
            <LongTextInput
              label={t('purchase.form.description')}
              placeholder={t('purchase.form.descriptionPlaceholder')}
              required
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ImagePicker
                label={t('purchase.form.image')}
                hint={t('purchase.form.imageHint')}
                required
                {...first}
                onChange={(file) => {
                  // Removing the first screenshot moves the second up: the second never stands alone.
                  if (!file && form.values.purchase_image_2) {
                    first.onChange(form.values.purchase_image_2);
                    second.onChange(null);
                  } else first.onChange(file);
                }}
                disabled={submit.isPending}
              />
              {form.values.purchase_image && (
                <ImagePicker
                  label={t('purchase.form.image2')}
                  hint={t('purchase.form.imageHint')}
                  {...second}
                  disabled={submit.isPending}
                />
              )}
            </SimpleGrid>
            <Button type="submit" size="md" disabled={submit.isPending} style={{ alignSelf: 'flex-start' }}>
              {submit.isPending ? t('purchase.form.sending') : t('purchase.form.submit')}
            </Button>
          </Stack>
        </form>
      </HydratedFieldset>
      <Modal
        opened={accepted}
        onClose={() => {
          setAccepted(false);
          onDone?.();
        }}
        title={t('purchase.accepted.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text>{t('purchase.accepted.text')}</Text>
          <Button
            onClick={() => {
              setAccepted(false);
              onDone?.();
            }}
          >
            {t('purchase.accepted.ok')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
