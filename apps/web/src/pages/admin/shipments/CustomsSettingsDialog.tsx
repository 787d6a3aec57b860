import { type CustomsSettings, customsSettingsSchema } from '@kerben/domain';
import { Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCustomsSettings, useUpdateCustomsSettings } from '../../../api/customs';
import { DialogActions } from '../../../components/DialogActions';
import { formatDateTime } from '../../../components/parcels/parcel-format';
import { QueryView } from '../../../components/QueryView';
import { dismissUnless } from '../../../lib/dismiss';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import '../../../i18n/ru/shipments';

type Values = Record<
  'value_limit_eur' | 'weight_limit_kg' | 'duty_rate_percent' | 'min_duty_per_kg_eur' | 'usd_to_eur',
  number | string
>;

const checkSchema = schemaResolver(customsSettingsSchema, { sync: true });

/** 'Таможенные настройки': the numbers of the duty estimate, as the server keeps them. */
export function CustomsSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useCustomsSettings({ enabled: opened });
  const update = useUpdateCustomsSettings();
  return (
    <Modal
      opened={opened}
      {...dismissUnless(update.isPending, onClose)}
      title={t('shipments.customsForm.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <QueryView query={settings} errorTitle={t('shipments.customsForm.loadFailed')}>
        {(saved) => <CustomsForm saved={saved} update={update} onClose={onClose} />}
      </QueryView>
    </Modal>
  );
}

function CustomsForm({
  saved,
  update,
  onClose,
}: {
  saved: CustomsSettings;
  update: ReturnType<typeof useUpdateCustomsSettings>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ initialValues: saved, validate: (values) => checkSchema(values) });
  const field = (name: keyof Values, label: string, decimals: number) => (
    <NumberInput
      label={label}
      decimalScale={decimals}
      decimalSeparator="."
      allowNegative={false}
      hideControls
      required
      {...form.getInputProps(name)}
    />
  );
  const submit = (values: Values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('shipments.customsForm.saved'));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('shipments.customsForm.failed') }),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('shipments.customsForm.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          {field('value_limit_eur', t('shipments.customsForm.valueLimit'), 2)}
          {field('weight_limit_kg', t('shipments.customsForm.weightLimit'), 3)}
          {field('duty_rate_percent', t('shipments.customsForm.rate'), 2)}
          {field('min_duty_per_kg_eur', t('shipments.customsForm.perKg'), 2)}
          {field('usd_to_eur', t('shipments.customsForm.usdToEur'), 4)}
        </SimpleGrid>
        {saved.updated_at && (
          <Text size="xs" c="dimmed">
            {t('shipments.customsForm.updated', { date: formatDateTime(saved.updated_at) })}
          </Text>
        )}
        <DialogActions onCancel={onClose} pending={update.isPending} submitLabel={t('common.save')} />
      </Stack>
    </form>
  );
}
