import {
  companyDate,
  DESTINATION_COUNTRY_IDS,
  ORIGIN_COUNTRY_IDS,
  type Tariffs,
  type TariffVersion,
  tariffUpdateSchema,
} from '@kerben/domain';
import { ActionIcon, Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTariffs } from '../../../api/tariffs';
import { DialogActions } from '../../../components/DialogActions';
import { formatDate } from '../../../components/parcels/parcel-format';
import { ApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { requestSchema } from '../../../lib/form-schema';
import { notifySuccess } from '../../../lib/notify';
import { countryName } from './TariffTables';
import { formFieldOf, renameErrors, type TariffFormValues, tariffRequest, tariffValuesOf } from './tariff-form';

const checkSchema = schemaResolver(requestSchema<TariffFormValues>(tariffUpdateSchema, tariffRequest, formFieldOf), {
  sync: true,
});

type Form = UseFormReturnType<TariffFormValues>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `tariff-form-${title}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** A field's message that is not beside one input (a list's own rule), said above the list. */
function ListError({ form, field }: { form: Form; field: string }) {
  const error = form.errors[field];
  return error ? (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  ) : null;
}

const money = { inputMode: 'decimal', autoComplete: 'off' } as const;
const count = { inputMode: 'numeric', autoComplete: 'off' } as const;

function RouteRows({ form }: { form: Form }) {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState<string | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const taken = (o: number, d: number) => form.values.routes.some((route) => route.origin === o && route.destination === d);
  const add = () => {
    if (!origin || !destination || taken(Number(origin), Number(destination))) return;
    form.insertListItem('routes', {
      origin: Number(origin),
      destination: Number(destination),
      rate: '',
      volumetric_divisor: '6000',
      days_min: '',
      days_max: '',
    });
    form.clearFieldError('routes');
    setOrigin(null);
    setDestination(null);
  };
  return (
    <Section title={t('moneyAdmin.tariffs.routes')}>
      <ListError form={form} field="routes" />
      {form.values.routes.map((route, index) => {
        const name = `${countryName(route.origin)} → ${countryName(route.destination)}`;
        return (
          <Stack key={`${route.origin}-${route.destination}`} gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('moneyAdmin.tariffs.removeRoute', { route: name })}
                onClick={() => form.removeListItem('routes', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
              <TextInput label={t('moneyAdmin.tariffs.rate')} {...money} {...form.getInputProps(`routes.${index}.rate`)} />
              <TextInput
                label={t('moneyAdmin.tariffs.divisor')}
                {...count}
                {...form.getInputProps(`routes.${index}.volumetric_divisor`)}
              />
              <TextInput label={t('moneyAdmin.tariffs.daysMin')} {...count} {...form.getInputProps(`routes.${index}.days_min`)} />
              <TextInput label={t('moneyAdmin.tariffs.daysMax')} {...count} {...form.getInputProps(`routes.${index}.days_max`)} />
            </SimpleGrid>
          </Stack>
        );
      })}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('moneyAdmin.tariffs.newOrigin')}
          data={ORIGIN_COUNTRY_IDS.map((id) => ({ value: String(id), label: countryName(id) }))}
          value={origin}
          onChange={setOrigin}
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label={t('moneyAdmin.tariffs.newDestination')}
          data={DESTINATION_COUNTRY_IDS.map((id) => ({ value: String(id), label: countryName(id) }))}
          value={destination}
          onChange={setDestination}
          style={{ flex: '1 1 180px' }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!origin || !destination || taken(Number(origin), Number(destination))}
          onClick={add}
        >
          {t('moneyAdmin.tariffs.addRoute')}
        </Button>
      </Group>
    </Section>
  );
}

function ServiceFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Section title={t('moneyAdmin.tariffs.services')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <TextInput label={t('moneyAdmin.tariffs.photoInput')} {...money} {...form.getInputProps('photo')} />
        {Object.keys(form.values.quality_check).map((origin) => (
          <TextInput
            key={origin}
            label={t('moneyAdmin.tariffs.qualityCheckInput', { origin: countryName(origin) })}
            {...money}
            {...form.getInputProps(`quality_check.${origin}`)}
          />
        ))}
        <TextInput label={t('moneyAdmin.tariffs.commissionInput')} {...money} {...form.getInputProps('commission')} />
        <TextInput label={t('moneyAdmin.tariffs.repackInput')} {...money} {...form.getInputProps('repack')} />
        <TextInput label={t('moneyAdmin.tariffs.returnInput')} {...money} {...form.getInputProps('return')} />
      </SimpleGrid>
      <ListError form={form} field="quality_check" />
    </Section>
  );
}

function InsuranceRows({ form }: { form: Form }) {
  const { t } = useTranslation();
  const tiers = form.values.insurance;
  return (
    <Section title={t('moneyAdmin.tariffs.insurance')}>
      <Text size="sm" c="dimmed">
        {t('moneyAdmin.tariffs.insuranceHint')}
      </Text>
      <ListError form={form} field="insurance" />
      {tiers.map((_, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; they are ordered by value
          <Group key={index} gap="sm" align="flex-end" wrap="nowrap">
            <SimpleGrid cols={2} spacing="sm" style={{ flex: 1 }}>
              <TextInput
                label={t('moneyAdmin.tariffs.tierUpTo', { n })}
                placeholder={index === tiers.length - 1 ? t('moneyAdmin.tariffs.tierAbove') : undefined}
                {...money}
                {...form.getInputProps(`insurance.${index}.up_to`)}
              />
              <TextInput
                label={t('moneyAdmin.tariffs.tierPrice', { n })}
                {...money}
                {...form.getInputProps(`insurance.${index}.price`)}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mb={4}
              aria-label={t('moneyAdmin.tariffs.removeTier', { n })}
              disabled={tiers.length === 1}
              onClick={() => form.removeListItem('insurance', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => form.insertListItem('insurance', { up_to: '', price: '' }, Math.max(0, tiers.length - 1))}
      >
        {t('moneyAdmin.tariffs.addTier')}
      </Button>
    </Section>
  );
}

function StorageRows({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Section title={t('moneyAdmin.tariffs.storage')}>
      {form.values.storage.map((row, index) => (
        <Stack key={row.warehouse} gap={4}>
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('moneyAdmin.tariffs.freeDays')}
              {...count}
              {...form.getInputProps(`storage.${index}.free_days`)}
            />
            <TextInput label={t('moneyAdmin.tariffs.feeInput')} {...money} {...form.getInputProps(`storage.${index}.fee`)} />
          </SimpleGrid>
        </Stack>
      ))}
    </Section>
  );
}

export interface TariffFormProps {
  /** The version the new one starts from. */
  version: TariffVersion;
  storage: Tariffs['storage'];
  onDone: () => void;
}

/**
 * «Изменить тарифы»: the whole price list and the warehouses' storage terms from a date (today or
 * later: what was charged stays as it was). Amounts in dollars, the commission in per cent.
 */
export function TariffForm({ version, storage, onDone }: TariffFormProps) {
  const { t } = useTranslation();
  const update = useUpdateTariffs();
  const today = companyDate(new Date());
  const form = useForm<TariffFormValues>({
    initialValues: tariffValuesOf(version, storage, today),
    validate: (values) => checkSchema(values),
  });
  const submit = (values: TariffFormValues) =>
    update.mutate(tariffRequest(values), {
      onSuccess: () => {
        notifySuccess(t('moneyAdmin.tariffs.saved', { date: formatDate(values.effective_from) }));
        onDone();
      },
      onError: (error) =>
        applyServerErrors(
          form,
          error instanceof ApiError
            ? new ApiError(error.status, error.message, error.detail, renameErrors(error.fields), error.flags)
            : error,
          { failureTitle: t('moneyAdmin.tariffs.failed') },
        ),
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <TextInput
              type="date"
              label={t('moneyAdmin.tariffs.effectiveFrom')}
              description={t('moneyAdmin.tariffs.effectiveHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={today}
              required
              maw={260}
              {...form.getInputProps('effective_from')}
            />
          </Stack>
        </Paper>
        <RouteRows form={form} />
        <ServiceFields form={form} />
        <InsuranceRows form={form} />
        <StorageRows form={form} />
        <DialogActions onCancel={onDone} pending={update.isPending} submitLabel={t('moneyAdmin.tariffs.publish')} />
      </Stack>
    </form>
  );
}
