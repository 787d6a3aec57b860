import {
  PURCHASE_STATE_NAMES,
  PURCHASE_TRANSITIONS,
  type PurchaseDetails,
  type PurchaseState,
  purchaseTotals,
} from '@kerben/domain';
import { Button, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type PurchaseChange, useUpdatePurchase } from '../../../api/purchases';
import { useTariffs } from '../../../api/tariffs';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { formatUsd } from '../../../components/purchases/PurchaseBadges';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';

interface AnswerValues {
  state: PurchaseState;
  goods_price: string;
  delivery_price: string;
  order_number: string;
  parcel_track_number: string;
  cancel_reason: string;
  comment: string;
  payment_confirmation: File | null;
}

const money = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : null;
};

/** What is sent: the move (if any) with the fields its state needs, a changed comment, a chosen file. */
function changeOf(values: AnswerValues, purchase: PurchaseDetails): PurchaseChange {
  const change: PurchaseChange = {};
  if (values.state !== purchase.state) change.state = values.state;
  // The quote goes when quoting, or when the operator changed it (a comment alone does not re-quote).
  const repriced =
    money(values.goods_price) !== purchase.goods_price || (money(values.delivery_price) ?? 0) !== (purchase.delivery_price ?? 0);
  if (values.state === 'quoted' && (change.state || repriced)) {
    change.goods_price = values.goods_price;
    change.delivery_price = values.delivery_price || '0';
  }
  if (values.state === 'purchased' && change.state) change.order_number = values.order_number;
  if (values.state === 'received' && change.state) change.parcel_track_number = values.parcel_track_number;
  if (values.state === 'cancelled' && change.state) change.cancel_reason = values.cancel_reason;
  if (values.comment !== purchase.comment) change.comment = values.comment;
  if (values.payment_confirmation) change.payment_confirmation = values.payment_confirmation;
  return change;
}

/**
 * The operator's answer to a request: the next state along the allowed arrows with what it needs
 * (the quote: goods and delivery, our 10% shown; the shop's order number; the parcel's track
 * number; the reason to cancel), a comment to the customer, the payment confirmation.
 */
export function PurchaseAnswer({ purchase }: { purchase: PurchaseDetails }) {
  const { t } = useTranslation();
  const update = useUpdatePurchase();
  const form = useForm<AnswerValues>({
    initialValues: {
      state: purchase.state,
      goods_price: purchase.goods_price?.toFixed(2) ?? '',
      delivery_price: purchase.delivery_price?.toFixed(2) ?? '',
      order_number: purchase.order_number,
      parcel_track_number: '',
      cancel_reason: '',
      comment: purchase.comment,
      payment_confirmation: null,
    },
  });
  const next = PURCHASE_TRANSITIONS[purchase.state];
  const states = [purchase.state, ...next].map((state) => ({ value: state, label: PURCHASE_STATE_NAMES[state] }));
  const { state } = form.values;
  const goods = money(form.values.goods_price);
  // The commission of the tariff in force (the server charges the same when the request is paid).
  const tariff = useTariffs();
  const commission = tariff.data?.current.services.buyout_commission_bp;
  const totals =
    goods !== null && commission !== undefined ? purchaseTotals(goods, money(form.values.delivery_price) ?? 0, commission) : null;

  const save = (values: AnswerValues) =>
    update.mutate(
      { id: purchase.id, change: changeOf(values, purchase) },
      {
        onSuccess: () => {
          form.setFieldValue('payment_confirmation', null);
          notifySuccess(t('purchaseArea.admin.change.saved', { id: purchase.id }));
        },
        onError: (error) => applyServerErrors(form, error, { failureTitle: t('purchaseArea.admin.change.failed') }),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`purchase-answer-${purchase.id}`}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="md" id={`purchase-answer-${purchase.id}`}>
            {t('purchaseArea.admin.change.title')}
          </Title>
          {next.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('purchaseArea.admin.change.final')}
            </Text>
          )}
          <Select
            label={t('purchaseArea.admin.change.state')}
            data={states}
            allowDeselect={false}
            disabled={next.length === 0}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('state')}
          />
          {state === 'quoted' && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t('purchaseArea.admin.change.goodsPrice')}
                  inputMode="decimal"
                  required
                  {...form.getInputProps('goods_price')}
                />
                <TextInput
                  label={t('purchaseArea.admin.change.deliveryPrice')}
                  inputMode="decimal"
                  {...form.getInputProps('delivery_price')}
                />
              </SimpleGrid>
              {totals && (
                <Text size="sm" c="dimmed">
                  {t('purchaseArea.admin.change.totals', { fee: formatUsd(totals.fee), total: formatUsd(totals.total) })}
                </Text>
              )}
            </>
          )}
          {state === 'purchased' && state !== purchase.state && (
            <TextInput label={t('purchaseArea.admin.change.orderNumber')} required {...form.getInputProps('order_number')} />
          )}
          {state === 'received' && state !== purchase.state && (
            <TextInput
              label={t('purchaseArea.admin.change.parcelTrack')}
              required
              {...form.getInputProps('parcel_track_number')}
            />
          )}
          {state === 'cancelled' && state !== purchase.state && (
            <Textarea
              label={t('purchaseArea.admin.change.cancelReason')}
              required
              {...NOTE_PROPS}
              {...form.getInputProps('cancel_reason')}
            />
          )}
          <Textarea label={t('purchaseArea.admin.change.comment')} {...NOTE_PROPS} {...form.getInputProps('comment')} />
          <ImagePicker
            label={t('purchaseArea.admin.change.payment')}
            hint={null}
            value={form.values.payment_confirmation}
            onChange={(file) => {
              form.setFieldValue('payment_confirmation', file);
              form.clearFieldError('payment_confirmation');
            }}
            error={form.errors.payment_confirmation}
          />
          <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('purchaseArea.admin.change.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
