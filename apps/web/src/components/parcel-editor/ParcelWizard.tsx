import {
  EXPECTED_MSG,
  type ExpectedParcelFields,
  type Parcel,
  WAREHOUSE_BY_ORIGIN,
  type Warehouse,
  warehouseName,
} from '@kerben/domain';
import { Alert, Box, Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPackageImport } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiveExpected } from '../../api/expected';
import { useCreateParcel } from '../../api/parcels';
import { ApiError } from '../../lib/api-error';
import { dismissUnless } from '../../lib/dismiss';
import { applyServerErrors } from '../../lib/form-errors';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { CARD_LAYOUT_QUERY } from '../DataTable';
import { ParcelClientFields } from './ParcelClientFields';
import { ParcelDataFields, ParcelStatusFields } from './ParcelFields';
import {
  firstStepWithError,
  newParcelValues,
  PARCEL_STEPS,
  type ParcelFormValues,
  parcelInput,
  receiveValues,
  validateParcel,
} from './parcel-form';
import { useParcelOptions } from './parcel-options';

const LAST_STEP = PARCEL_STEPS.length - 1;

export interface ParcelWizardProps {
  opened: boolean;
  onClose: () => void;
  /** The warehouse whose page is open: preselected, with its country as the origin. */
  warehouse?: Pick<Warehouse, 'id' | 'country'>;
  /**
   * Receiving this expected parcel: the form starts from its announcement, its client cannot be
   * changed, and the parcel is created by its receive call. Read when the wizard mounts (key it).
   */
  expected?: ExpectedParcelFields | null;
  /** A new parcel with this track number filled in (a scan nothing matched). Read when it mounts. */
  trackNumber?: string;
  /** After a save, with the new parcel (the dialog has closed). */
  onSaved?: (parcel: Parcel) => void;
}

/** The form's first values: the announcement's, or a new parcel's for this warehouse (and track number). */
function startValues({ expected, warehouse, trackNumber }: Pick<ParcelWizardProps, 'expected' | 'warehouse' | 'trackNumber'>) {
  if (expected) return receiveValues(expected);
  return { ...newParcelValues(warehouse), track_number: trackNumber ?? '' };
}

/**
 * Enter in a field of steps 1 and 2 goes on to the next step instead of sending, so the whole
 * wizard can be filled from the keyboard; a closed select too (ArrowDown or Space opens its list).
 * Not in a text area (a new line), nor where an open list takes the Enter to choose its option.
 */
export function entersNextStep(event: KeyboardEvent<HTMLElement>, step: number): boolean {
  if (event.key !== 'Enter' || step >= LAST_STEP || event.nativeEvent.isComposing) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || target.type === 'file') return false;
  return target.getAttribute('aria-expanded') !== 'true';
}

/**
 * 'Добавить посылку': three steps whose buttons can be clicked freely,
 * 'Продолжить' (or Enter) checks the step and goes on. The price follows the shared rule as the
 * weight and dimensions are typed. Sending locks the button ('Загрузка...'); success resets the
 * form to step 1 and closes; a refusal keeps everything typed, puts each message beside its field
 * and opens the first step with one. A draft survives closing the dialog until it is sent or cleared.
 */
export function ParcelWizard({ opened, onClose, warehouse, expected, trackNumber, onSaved }: ParcelWizardProps) {
  const { t } = useTranslation();
  const options = useParcelOptions();
  const create = useCreateParcel();
  const receive = useReceiveExpected();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  const [step, setStep] = useState(0);
  const sending = useRef(false);
  const body = useRef<HTMLDivElement>(null);
  const form = useForm<ParcelFormValues>({
    initialValues: startValues({ expected, warehouse, trackNumber }),
    validate: validateParcel,
  });
  const pending = create.isPending || receive.isPending;

  // Each step opens on its first field (the dialog itself focuses step 1's when it opens).
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of step
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    // A field the server refused first, else the step's first field.
    const first =
      body.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      body.current?.querySelector<HTMLElement>('[data-autofocus], input:not([disabled]):not([type=hidden])');
    first?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(Math.max(0, Math.min(LAST_STEP, next)));
  };

  // Parcels bought in a country arrive at its warehouse: choosing the origin fills an empty warehouse.
  const origin = form.values.country_of_origin;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the origin only
  useEffect(() => {
    const suggested = origin ? WAREHOUSE_BY_ORIGIN[Number(origin)] : undefined;
    if (form.values.warehouse === null && suggested && options.warehouses.some((item) => item.value === String(suggested))) {
      form.setFieldValue('warehouse', String(suggested));
    }
  }, [origin]);

  const advance = () => {
    const invalid = (PARCEL_STEPS[step] ?? []).filter((field) => form.validateField(field).hasError);
    if (invalid.length === 0) goTo(step + 1);
  };

  const clear = () => {
    const fresh = startValues({ expected, warehouse, trackNumber });
    form.setValues(fresh);
    form.resetDirty(fresh);
    form.clearErrors();
    setStep(0);
  };

  const saved = (parcel: Parcel) => {
    notifySuccess(
      t(expected ? 'admin.parcels.wizard.received' : 'admin.parcels.wizard.created', {
        name: parcel.name,
        code: parcel.unique_id_user,
      }),
    );
    clear();
    onClose();
    onSaved?.(parcel);
  };

  const failed = (error: Error) => {
    // Received meanwhile (another operator, another tab): nothing left to do here.
    if (expected && error instanceof ApiError && error.message === EXPECTED_MSG.alreadyReceived) {
      notifyFailure(error, { title: t('admin.parcels.wizard.receiveFailed') });
      onClose();
      return;
    }
    // A track number another parcel has (409 names that parcel) belongs beside the field.
    if (error instanceof ApiError && error.status === 409) {
      form.setFieldError('track_number', error.message);
      goTo(0);
      return;
    }
    const title = t(expected ? 'admin.parcels.wizard.receiveFailed' : 'admin.parcels.wizard.failed');
    const fields = applyServerErrors(form, error, { failureTitle: title });
    const first = firstStepWithError(fields);
    if (first !== undefined) goTo(first);
  };

  const submit = (values: ParcelFormValues) => {
    if (sending.current) return;
    sending.current = true;
    const callbacks = {
      onSuccess: saved,
      onError: failed,
      onSettled: () => {
        sending.current = false;
      },
    };
    if (expected) receive.mutate({ id: expected.id, values: parcelInput(values) }, callbacks);
    else create.mutate(parcelInput(values), callbacks);
  };

  const stepColor = (index: number) => ((PARCEL_STEPS[index] ?? []).some((field) => form.errors[field]) ? 'red' : undefined);
  const fieldProps = { form, options, pending, fixedClient: expected?.user_detail };
  const submitButton = (
    <Button type="submit" disabled={pending}>
      {pending ? t('common.loading') : t(expected ? 'admin.parcels.wizard.receive' : 'admin.parcels.wizard.submit')}
    </Button>
  );
  const steps = [
    { label: t('admin.parcels.wizard.step1'), hint: t('admin.parcels.wizard.step1Hint'), Fields: ParcelDataFields },
    { label: t('admin.parcels.wizard.step2'), hint: t('admin.parcels.wizard.step2Hint'), Fields: ParcelStatusFields },
    { label: t('admin.parcels.wizard.step3'), hint: t('admin.parcels.wizard.step3Hint'), Fields: ParcelClientFields },
  ];

  return (
    <Modal
      opened={opened}
      {...dismissUnless(pending, onClose)}
      title={
        expected ? t('admin.parcels.wizard.receiveTitle', { track: expected.tracking_number }) : t('admin.parcels.wizard.title')
      }
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: pending }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(submit, (errors) => {
          const first = firstStepWithError(Object.keys(errors));
          if (first !== undefined) goTo(first);
        })}
        // Before the field's own handling: a closed select would open its list on Enter.
        onKeyDownCapture={(event) => {
          if (!entersNextStep(event, step)) return;
          event.preventDefault();
          event.stopPropagation();
          advance();
        }}
      >
        {expected && <ReceiveNote expected={expected} warehouse={warehouse} />}
        <Stepper active={step} onStepClick={goTo} size="sm" iconSize={32} allowNextStepsSelect>
          {steps.map(({ label, hint, Fields }, index) => (
            <Stepper.Step
              key={label}
              // On a phone the steps are numbered buttons and the current one is named under them;
              // the name then says the number it shows. Wider, the step's label and hint name it.
              label={phone ? undefined : label}
              description={phone ? undefined : hint}
              aria-label={phone ? t('admin.parcels.wizard.stepOf', { n: index + 1, name: label }) : undefined}
              color={stepColor(index)}
            >
              <Box ref={step === index ? body : undefined} pt="sm">
                {phone && (
                  <Text fw={600} mb="sm">
                    {t('admin.parcels.wizard.stepOf', { n: index + 1, name: label })}
                  </Text>
                )}
                <Fields {...fieldProps} />
              </Box>
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" mt="xl" gap="sm">
          <Group gap="sm">
            {form.isDirty() && (
              <Button variant="subtle" color="gray" onClick={clear} disabled={pending}>
                {t('admin.parcels.wizard.clear')}
              </Button>
            )}
          </Group>
          <Group gap="sm" justify="flex-end">
            {step > 0 && (
              <Button variant="default" onClick={() => goTo(step - 1)} disabled={pending}>
                {t('admin.parcels.wizard.back')}
              </Button>
            )}
            {step < LAST_STEP && (
              <Button onClick={advance} variant={expected ? 'default' : 'filled'}>
                {t('admin.parcels.wizard.next')}
              </Button>
            )}
            {/* What the client announced is all there: a received parcel may go in from any step. */}
            {(step === LAST_STEP || expected) && submitButton}
          </Group>
        </Group>
      </form>
    </Modal>
  );
}

/** Whose parcel is being received, and a word when it was announced for another warehouse than this page's. */
function ReceiveNote({ expected, warehouse }: Pick<ParcelWizardProps, 'warehouse'> & { expected: ExpectedParcelFields }) {
  const { t } = useTranslation();
  const options = useParcelOptions();
  const here =
    warehouse && warehouse.id !== expected.warehouse
      ? options.warehouses.find((item) => item.value === String(warehouse.id))
      : undefined;
  return (
    <Alert variant="light" color="kerben" icon={<IconPackageImport size={18} aria-hidden />} mb="md" p="sm">
      <Text size="sm">
        {t('admin.parcels.wizard.receiveNote', {
          code: expected.user_detail.unique_id,
          name: `${expected.user_detail.first_name} ${expected.user_detail.last_name}`.trim(),
        })}
      </Text>
      {here && (
        <Text size="sm" fw={600} mt={4}>
          {t('admin.parcels.wizard.otherWarehouse', {
            announced: warehouseName(expected.warehouse_detail.id, expected.warehouse_detail.name),
            here: here.label,
          })}
        </Text>
      )}
    </Alert>
  );
}
