import { declaredValueUsd, type Parcel, SERVICE_MSG, type ServiceKind, TASK_KIND_NAMES, usd } from '@kerben/domain';
import { Alert, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type ServiceOrderValues, useOrderService } from '../../../api/services';
import { useTariffs } from '../../../api/tariffs';
import { DialogActions } from '../../../components/DialogActions';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { dismissUnless } from '../../../lib/dismiss';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type ServiceOffer, serviceOffers } from '../../../lib/warehouse-services';
import '../../../i18n/ru/services';

type Values = Omit<ServiceOrderValues, 'parcelId'>;

interface OrderFormProps {
  parcel: Parcel;
  offers: ServiceOffer[] | undefined;
  order: ReturnType<typeof useOrderService>;
  onClose: () => void;
}

function OrderForm({ parcel, offers, order, onClose }: OrderFormProps) {
  const { t } = useTranslation();
  const firstOffered = offers?.find((offer) => offer.cents !== undefined)?.kind ?? 'photo';
  const form = useForm<Values>({
    initialValues: { service: firstOffered, comment: '', remove_shoe_boxes: true, bubble_wrap: false, label: null },
    validate: {
      label: (label, values) => (values.service === 'return' && !label ? SERVICE_MSG.labelRequired : null),
      comment: (comment) => (comment.trim().length > 500 ? SERVICE_MSG.noteTooLong : null),
    },
  });
  const chosen = offers?.find((offer) => offer.kind === form.values.service);
  const price =
    chosen?.cents === undefined ? undefined : chosen.cents === 0 ? t('services.free') : formatMoney(usd(chosen.cents));

  const submit = (values: Values) =>
    order.mutate(
      { parcelId: parcel.id, ...values },
      {
        onSuccess: (saved) => {
          notifySuccess(t('services.ordered', { name: saved.service_name }));
          onClose();
        },
        onError: (error) =>
          applyServerErrors(form, error, {
            failureTitle: t('services.orderFailed'),
            rename: { 'options.comment': 'comment', options: 'comment' },
          }),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('services.choose')}
          {...form.getInputProps('service')}
          onChange={(value) => {
            form.setFieldValue('service', value as ServiceKind);
            form.clearErrors();
          }}
        >
          <Stack gap="xs" mt="xs">
            {(offers ?? []).map((offer) => (
              <Radio
                key={offer.kind}
                value={offer.kind}
                disabled={offer.cents === undefined}
                label={
                  <Group gap={6} wrap="nowrap">
                    <span>{TASK_KIND_NAMES[offer.kind]}</span>
                    <Text span c="dimmed" size="sm">
                      {offer.cents === undefined
                        ? `· ${t('services.notOffered')}`
                        : `· ${offer.cents === 0 ? t('services.free') : formatMoney(usd(offer.cents))}`}
                    </Text>
                  </Group>
                }
                description={
                  offer.cents === undefined
                    ? t(offer.kind === 'insurance' ? 'services.insuranceNoValue' : 'services.checkNotOffered')
                    : t(`services.descriptions.${offer.kind}`)
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.service === 'repack' && (
          <Stack gap="xs">
            <Checkbox label={t('services.removeShoeBoxes')} {...form.getInputProps('remove_shoe_boxes', { type: 'checkbox' })} />
            <Checkbox label={t('services.bubbleWrap')} {...form.getInputProps('bubble_wrap', { type: 'checkbox' })} />
          </Stack>
        )}
        {form.values.service === 'return' && (
          <ImagePicker
            label={t('services.label')}
            hint={t('services.labelHint')}
            required
            value={form.values.label}
            onChange={(file) => {
              form.setFieldValue('label', file);
              form.clearFieldError('label');
            }}
            error={form.errors.label}
            disabled={order.isPending}
          />
        )}
        {form.values.service !== 'insurance' && (
          <Textarea
            label={t('services.comment')}
            description={t('services.commentHint')}
            {...NOTE_PROPS}
            {...form.getInputProps('comment')}
          />
        )}
        {price !== undefined && (
          <Alert color="kerben" variant="light" title={`${t('services.price')}: ${price}`}>
            {form.values.service === 'insurance'
              ? t('services.insuranceNote', {
                  value: formatMoney(usd(Math.round(declaredValueUsd(parcel.items) * 100))),
                })
              : t('services.priceNote')}
          </Alert>
        )}
        <DialogActions
          onCancel={onClose}
          pending={order.isPending}
          submitLabel={
            price === undefined
              ? t('services.order')
              : chosen?.cents === 0
                ? t('services.orderFree')
                : t('services.orderFor', { price })
          }
        />
      </Stack>
    </form>
  );
}

/**
 * «Заказать услугу» on a parcel waiting at the warehouse: each service with its price by the tariff
 * in force, the options of the chosen one, the price again before confirming. A refusal stays in the
 * dialog with what was chosen, its message beside the field.
 */
export function OrderServiceDialog({ parcel, opened, onClose }: { parcel: Parcel; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tariff = useTariffs();
  const order = useOrderService();
  const offers = tariff.data?.current ? serviceOffers(tariff.data.current, parcel) : undefined;
  return (
    <Modal
      opened={opened}
      {...dismissUnless(order.isPending, onClose)}
      title={t('services.orderTitle', { name: parcel.name })}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: order.isPending }}
    >
      {tariff.isError && (
        <Alert color="red" variant="light" mb="md">
          {t('services.tariffError')}
        </Alert>
      )}
      {/* Keyed on the tariff: the form starts on the first service offered once prices are known. */}
      {offers && <OrderForm key={parcel.id} parcel={parcel} offers={offers} order={order} onClose={onClose} />}
    </Modal>
  );
}
