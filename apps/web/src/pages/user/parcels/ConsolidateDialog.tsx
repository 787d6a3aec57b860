import { type Parcel, usd } from '@kerben/domain';
import { Alert, Modal, Paper, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCreateConsolidation } from '../../../api/services';
import { useTariffs } from '../../../api/tariffs';
import { DialogActions } from '../../../components/DialogActions';
import { NOTE_PROPS } from '../../../components/EntityDialog';
import { dismissUnless } from '../../../lib/dismiss';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { boxPreview } from '../../../lib/warehouse-services';
import '../../../i18n/ru/services';

interface ConsolidateDialogProps {
  opened: boolean;
  parcels: readonly Parcel[];
  onClose: () => void;
  /** The request went to the warehouse: the selection is over. */
  onDone: () => void;
}

function Preview({ parcels }: { parcels: readonly Parcel[] }) {
  const { t } = useTranslation();
  const tariff = useTariffs();
  if (!tariff.data) return null;
  const preview = boxPreview(parcels, tariff.data.current);
  const money = (cents: number) => formatMoney(usd(cents));
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            {t('services.combine.separate')}
          </Text>
          <Text fw={800} fz="xl">
            {money(preview.separateCents)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="sm" bg="kerben.0">
          <Text size="sm" c="dimmed">
            {t('services.combine.oneBox')}
          </Text>
          <Text fw={800} fz="xl">
            {preview.boxCents === undefined
              ? t('services.combine.unknown')
              : t('services.combine.about', { price: money(preview.boxCents) })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text size="sm">{t('services.combine.weight', { weight: preview.boxWeightKg })}</Text>
      {preview.savingCents !== undefined &&
        (preview.savingCents > 0 ? (
          <Text size="sm" fw={700} c="teal">
            {t('services.combine.saving', { price: money(preview.savingCents) })}
          </Text>
        ) : (
          <Text size="sm">{t('services.combine.noSaving')}</Text>
        ))}
      <Text size="xs" c="dimmed">
        {t('services.combine.estimateNote')}
      </Text>
    </Stack>
  );
}

interface Values {
  boxes: 'keep' | 'remove';
  comment: string;
}

/**
 * «Объединить»: the selected parcels, what they cost apart against one box of their weight (by the
 * tariff in force), whether their own boxes go, then the request to the warehouse. A refusal names
 * its parcels in the dialog, which stays open.
 */
export function ConsolidateDialog({ opened, parcels, onClose, onDone }: ConsolidateDialogProps) {
  const { t } = useTranslation();
  const create = useCreateConsolidation();
  const form = useForm<Values & { parcel_ids: string }>({ initialValues: { boxes: 'keep', comment: '', parcel_ids: '' } });
  const submit = (values: Values) =>
    create.mutate(
      { parcelIds: parcels.map((parcel) => parcel.id), removeBoxes: values.boxes === 'remove', comment: values.comment },
      {
        onSuccess: () => {
          notifySuccess(t('services.combine.created'));
          onDone();
        },
        onError: (error) =>
          applyServerErrors(form, error, {
            failureTitle: t('services.combine.failed'),
            rename: { 'options.comment': 'comment', 'options.remove_boxes': 'boxes' },
          }),
      },
    );
  return (
    <Modal
      opened={opened}
      {...dismissUnless(create.isPending, onClose)}
      title={t('services.combine.title', { count: parcels.length })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: create.isPending }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm">{parcels.map((parcel) => parcel.name).join(', ')}</Text>
          <Preview parcels={parcels} />
          {form.errors.parcel_ids && (
            <Alert color="red" variant="light">
              {form.errors.parcel_ids}
            </Alert>
          )}
          <Radio.Group label={t('services.combine.boxes')} {...form.getInputProps('boxes')}>
            <Stack gap="xs" mt="xs">
              <Radio value="keep" label={t('services.combine.keepBoxes')} />
              <Radio value="remove" label={t('services.combine.removeBoxes')} />
            </Stack>
          </Radio.Group>
          <Textarea label={t('services.combine.comment')} {...NOTE_PROPS} {...form.getInputProps('comment')} />
          <DialogActions onCancel={onClose} pending={create.isPending} submitLabel={t('services.combine.submit')} />
        </Stack>
      </form>
    </Modal>
  );
}
