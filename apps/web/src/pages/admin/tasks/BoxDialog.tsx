import type { ServiceOrder } from '@kerben/domain';
import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCircleDashed, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoxMeasures, useCompleteConsolidation, useScanIntoBox } from '../../../api/services';
import { DialogActions } from '../../../components/DialogActions';
import { labelsPath } from '../../../components/parcel-editor/label-links';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';
import { ApiError } from '../../../lib/api-error';
import { dismissUnless } from '../../../lib/dismiss';
import { applyServerErrors } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { ScanField, type ScanNote } from '../expected/ScanField';
import { TaskSummary } from './TaskSummary';
import '../../../i18n/ru/services';

const MEASURES = ['weight', 'length', 'width', 'height'] as const;

function BoxForm({ order, onClose }: { order: ServiceOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const scan = useScanIntoBox();
  const complete = useCompleteConsolidation();
  // The answers of scans and of the completion are the consolidation as it is now.
  const [current, setCurrent] = useState(order);
  const [note, setNote] = useState<ScanNote | null>(null);
  const form = useForm<BoxMeasures & { track_number: string }>({
    initialValues: { weight: '', length: '', width: '', height: '', track_number: '' },
  });
  const scanned = current.parcels.filter((parcel) => parcel.scanned).length;
  const box = current.status === 'done' ? current.parcel : null;

  const onScan = async (track: string) => {
    try {
      const next = await scan.mutateAsync({ id: order.id, track });
      setCurrent(next);
      setNote({ text: t('tasks.box.scanOk', { track }), color: 'teal' });
      form.clearFieldError('track_number');
    } catch (error) {
      const text =
        error instanceof ApiError ? (error.fields.track_number?.join(' ') ?? errorMessage(error)) : errorMessage(error);
      setNote({ text, color: 'red' });
    }
  };

  const submit = ({ weight, length, width, height }: BoxMeasures) =>
    complete.mutate(
      { id: order.id, measures: { weight, length, width, height } },
      {
        onSuccess: (done) => {
          setCurrent(done);
          notifySuccess(t('tasks.box.completed', { track: done.parcel?.track_number ?? '' }));
        },
        onError: (error) => applyServerErrors(form, error, { failureTitle: t('tasks.box.failed') }),
      },
    );

  if (box) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title={t('tasks.box.completed', { track: box.track_number })}>
          {box.name}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tasks.box.close')}
          </Button>
          <Button component="a" href={labelsPath([box.id])} target="_blank" leftSection={<IconPrinter size={18} aria-hidden />}>
            {t('tasks.box.printLabel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TaskSummary order={current} />
        <ScanField onScan={onScan} note={note} section={t('tasks.box.scanSection')} label={t('tasks.box.scan')} />
        <Text size="sm" fw={600} aria-live="polite">
          {t('tasks.box.progress', { scanned, total: current.parcels.length })}
        </Text>
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('services.inBox')}>
          {current.parcels.map((parcel) => (
            <List.Item
              key={parcel.id}
              icon={
                <ThemeIcon size={20} radius="xl" color={parcel.scanned ? 'teal' : 'gray'} variant="light">
                  {parcel.scanned ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
                </ThemeIcon>
              }
            >
              №{parcel.id} «{parcel.name}» {parcel.track_number} —{' '}
              {parcel.scanned ? t('tasks.box.scanned') : t('tasks.box.notScanned')}
            </List.Item>
          ))}
        </List>
        {form.errors.track_number && (
          <Alert color="red" variant="light">
            {form.errors.track_number}
          </Alert>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={600} mb="xs">
            {t('tasks.box.measures')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {MEASURES.map((field) => (
              <TextInput
                key={field}
                label={t(`tasks.box.${field}`)}
                inputMode="decimal"
                autoComplete="off"
                withAsterisk
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </fieldset>
        <DialogActions onCancel={onClose} pending={complete.isPending} submitLabel={t('tasks.box.complete')} />
      </Stack>
    </form>
  );
}

/**
 * «Собрать коробку»: each parcel scanned into the box (every scan checked by the server against the
 * request), the box weighed and measured; completed, it is a parcel with its own label to print.
 */
export function BoxDialog({ opened, record, onClose }: RecordDialogProps<ServiceOrder>) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      {...dismissUnless(false, onClose)}
      title={record ? t('tasks.box.title', { client: `${record.client.unique_id} ${record.client.first_name}` }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {record && <BoxForm key={record.id} order={record} onClose={onClose} />}
    </Modal>
  );
}
