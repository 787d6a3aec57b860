import { PARCEL_MSG, parseApiDate } from '@kerben/domain';
import { Alert, Input, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BulkParcelChange, useBulkUpdateParcels } from '../../../api/parcels';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';
import { DateTextInput } from '../../../components/DateTextInput';
import { DialogActions } from '../../../components/DialogActions';
import type { Option } from '../../../components/parcel-editor/parcel-options';
import { useIsAdmin } from '../../../hooks/use-role';
import { dismissUnless } from '../../../lib/dismiss';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';

export interface BulkChangeValues {
  /** null: keep each parcel's own. */
  status: string | null;
  /** MM.DD.YYYY; '' keeps each parcel's own. */
  date_sent: string;
  date_arrived: string;
  /** Admins: record a payment «отмечено вручную» of what each parcel owes (unmarking is a refund at the desk). */
  paid: 'keep' | 'paid';
}

const KEEP: BulkChangeValues = { status: null, date_sent: '', date_arrived: '', paid: 'keep' };

/** The request for the selected parcels: only what is to change. */
export function bulkChangeOf(values: BulkChangeValues, ids: readonly number[]): BulkParcelChange {
  return {
    ids,
    ...(values.status ? { status: Number(values.status) } : {}),
    ...(values.date_sent ? { date_sent: values.date_sent } : {}),
    ...(values.date_arrived ? { date_arrived: values.date_arrived } : {}),
    ...(values.paid === 'paid' ? { is_paid: true } : {}),
  };
}

/** Something to change, and whole real dates (the server's messages). */
export function validateBulkChange(values: BulkChangeValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of ['date_sent', 'date_arrived'] as const) {
    if (values[field] && !parseApiDate(values[field])) errors[field] = PARCEL_MSG.dateInvalid;
  }
  if (Object.keys(bulkChangeOf(values, [])).length === 1) errors.nothing = PARCEL_MSG.nothingToChange;
  return errors;
}

export interface BulkChangeDialogProps {
  opened: boolean;
  onClose: () => void;
  ids: readonly number[];
  statuses: Option[];
}

/**
 * The same status and dates for every selected parcel at once, all or nothing; admins may also mark
 * them paid (a payment «отмечено вручную» of what each owes: the server refuses a parcel with
 * nothing charged, and unmarking, with its message).
 */
export function BulkChangeDialog({ opened, onClose, ids, statuses }: BulkChangeDialogProps) {
  const { t } = useTranslation();
  const update = useBulkUpdateParcels();
  return (
    <Modal
      opened={opened}
      {...dismissUnless(update.isPending, onClose)}
      title={t('admin.parcels.bulk.title', { count: ids.length })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <BulkChangeForm ids={ids} statuses={statuses} onClose={onClose} update={update} />
    </Modal>
  );
}

function BulkChangeForm({
  ids,
  statuses,
  onClose,
  update,
}: Omit<BulkChangeDialogProps, 'opened'> & { update: ReturnType<typeof useBulkUpdateParcels> }) {
  const { t } = useTranslation();
  const form = useForm<BulkChangeValues>({ initialValues: KEEP, validate: validateBulkChange });
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  const admin = useIsAdmin();
  const submit = (values: BulkChangeValues) =>
    update.mutate(bulkChangeOf(values, ids), {
      onSuccess: (answer) => {
        notifySuccess(t('admin.parcels.bulk.done', { count: answer.updated }));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('admin.parcels.bulk.failed') }),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admin.parcels.bulk.hint')}
        </Text>
        <Select
          label={t('admin.parcels.form.status')}
          placeholder={t('admin.parcels.bulk.keep')}
          data={statuses}
          clearable
          data-autofocus
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('status')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateTextInput label={t('admin.parcels.form.dateSent')} {...form.getInputProps('date_sent')} />
          <DateTextInput label={t('admin.parcels.form.dateArrived')} {...form.getInputProps('date_arrived')} />
        </SimpleGrid>
        {admin && (
          <Input.Wrapper
            label={t('admin.parcels.bulk.paid')}
            id="bulk-paid"
            description={t('admin.parcels.bulk.paidHint')}
            inputWrapperOrder={['label', 'input', 'description']}
          >
            <SegmentedControl
              id="bulk-paid"
              fullWidth
              orientation={phone ? 'vertical' : 'horizontal'}
              mt={4}
              data={[
                { value: 'keep', label: t('admin.parcels.bulk.keep') },
                { value: 'paid', label: t('admin.parcels.bulk.markPaid') },
              ]}
              {...form.getInputProps('paid')}
            />
          </Input.Wrapper>
        )}
        {form.errors.nothing && Object.keys(bulkChangeOf(form.values, [])).length === 1 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {form.errors.nothing}
          </Alert>
        )}
        <DialogActions
          onCancel={onClose}
          pending={update.isPending}
          submitLabel={t('admin.parcels.bulk.submit', { count: ids.length })}
        />
      </Stack>
    </form>
  );
}
