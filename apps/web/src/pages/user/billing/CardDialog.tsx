import { CARD_MSG, type Card, cardSchema, cardUpdateSchema } from '@kerben/domain';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardValues, cardChanges, cardRequest, useAddCard, useUpdateCard } from '../../../api/billing';
import { EntityDialog, type EntityFormSpec } from '../../../components/EntityDialog';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import { requestSchema } from '../../../lib/form-schema';
import { CardNumberInput, ExpiryInput } from './CardInputs';
import { cvvLength, formatCvv, groupMaskedNumber, knownBrand, lastFour, splitExpiry } from './card-format';

/** The texts of cards, for this dialog and the page's buttons and confirmation ('•••• 1111'). */
export const cardTexts = entityTexts('user.billing.card', (card: Card) => lastFour(card.number));

const emptyCard = (card: Card | null): CardValues => ({
  number: '',
  ...(card ? splitExpiry(card.end_date) : { month: '', year: '' }),
  full_name: card?.full_name ?? '',
  cvv: '',
});

/**
 * The schema checks the CVV against the brand only once every other field is valid; said at once,
 * it does not wait for a second press (the same message the server would send).
 */
const cvvFitsCard = ({ number, cvv }: CardValues): FormErrors =>
  cvv && number && cvv.length !== cvvLength(number) ? { cvv: CARD_MSG.cvvInvalid } : {};

/** The request's fields, whose server messages show beside the inputs (end_date under the expiry). */
const REQUEST_FIELDS = ['number', 'end_date', 'full_name', 'cvv'] as const;

const newCardForm: EntityFormSpec<Card, CardValues> = {
  initialValues: emptyCard,
  schema: requestSchema(cardSchema, cardRequest),
  validate: cvvFitsCard,
  errorFields: REQUEST_FIELDS,
};

// The saved number is never shown or sent back: an empty number keeps it, a new one needs its CVV.
const savedCardForm: EntityFormSpec<Card, CardValues> = {
  initialValues: emptyCard,
  schema: requestSchema(cardUpdateSchema, cardChanges),
  validate: cvvFitsCard,
  errorFields: REQUEST_FIELDS,
};

/**
 * 'Добавить карту' / 'Изменить карту': number (grouped by four, the brand's mark as it is typed),
 * expiry month and year, holder, CVV. The server's messages show beside the fields. Once the dialog
 * closes nothing typed is kept: the form goes with it, and the requests are forgotten.
 */
export function CardDialog(props: RecordDialogProps<Card>) {
  const { t } = useTranslation();
  const add = useAddCard();
  const update = useUpdateCard();
  const { opened, record } = props;
  const resetAdd = add.reset;
  const resetUpdate = update.reset;
  useEffect(() => {
    if (opened) return;
    resetAdd();
    resetUpdate();
  }, [opened, resetAdd, resetUpdate]);

  return (
    <EntityDialog {...props} texts={cardTexts} spec={record ? savedCardForm : newCardForm} save={{ create: add, update }}>
      {(form, { pending }) => {
        const { number, month, year } = form.values;
        const expiryChanged = (field: 'month' | 'year', value: string) => {
          form.setFieldValue(field, value);
          form.clearFieldError('end_date');
        };
        return (
          <>
            <CardNumberInput
              label={t('user.billing.card.number')}
              placeholder={record ? groupMaskedNumber(record.number) : t('user.billing.card.numberPlaceholder')}
              description={record ? t('user.billing.card.numberKeep') : undefined}
              required={!record}
              data-autofocus
              savedBrand={knownBrand(record?.brand)}
              {...form.getInputProps('number')}
              onChange={(value) => {
                form.setFieldValue('number', value);
                // A shorter code fits the new brand: keep the CVV within it.
                form.setFieldValue('cvv', formatCvv(form.getValues().cvv, value));
              }}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ExpiryInput
                label={t('user.billing.card.expiry')}
                required
                month={month}
                year={year}
                onMonthChange={(value) => expiryChanged('month', value)}
                onYearChange={(value) => expiryChanged('year', value)}
                error={form.errors.end_date}
                disabled={pending}
              />
              <PasswordInput
                label={t('user.billing.card.cvv')}
                description={record ? t('user.billing.card.cvvForNewNumber') : undefined}
                required={!record || number !== ''}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={cvvLength(number)}
                placeholder={'•'.repeat(cvvLength(number))}
                {...form.getInputProps('cvv')}
                onChange={(event) => form.setFieldValue('cvv', formatCvv(event.currentTarget.value, number))}
              />
            </SimpleGrid>
            <TextInput
              label={t('user.billing.card.holder')}
              description={t('user.billing.card.holderHint')}
              required
              autoComplete="cc-name"
              autoCapitalize="characters"
              {...form.getInputProps('full_name')}
            />
          </>
        );
      }}
    </EntityDialog>
  );
}
