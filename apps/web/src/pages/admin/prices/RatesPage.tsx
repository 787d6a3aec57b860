import { companyDate, RATE_STALE_DAYS, type RateRow, type Rates, ratesUpdateSchema } from '@kerben/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRates, useUpdateRates } from '../../../api/money';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DateTime } from '../../../components/DateTime';
import { FigureCard } from '../../../components/money/FigureCard';
import { rateText } from '../../../components/money/money-text';
import { formatDate } from '../../../components/parcels/parcel-format';
import { QueryView } from '../../../components/QueryView';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import '../../../i18n/ru/money-admin';

const checkSchema = schemaResolver(ratesUpdateSchema, { sync: true });

interface RateValues {
  date: string;
  usd_kgs: string;
  usd_rub: string;
}

/** The rates in force today, how old they are, and the euro rate of the duty beside them. */
function CurrentRates({ rates }: { rates: Rates }) {
  const { t } = useTranslation();
  const stale = rates.age_days >= RATE_STALE_DAYS;
  return (
    <Stack gap="sm">
      {stale && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t('moneyAdmin.rates.stale', { count: rates.age_days, date: formatDate(rates.current.date) })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FigureCard label={t('moneyAdmin.rates.kgs')} value={rateText(rates.current.usd_kgs)} testId="rate-kgs" />
        <FigureCard label={t('moneyAdmin.rates.rub')} value={rateText(rates.current.usd_rub)} />
        <FigureCard label={t('moneyAdmin.rates.eur')} value={rateText(rates.usd_eur)} hint={t('moneyAdmin.rates.eurHint')} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t(rates.age_days === 0 ? 'moneyAdmin.rates.setToday' : 'moneyAdmin.rates.setOn', {
          date: formatDate(rates.current.date),
        })}
      </Text>
    </Stack>
  );
}

/** «Установить курс»: the rates of a day (today unless another past day is chosen). */
function RateForm({ rates }: { rates: Rates }) {
  const { t } = useTranslation();
  const update = useUpdateRates();
  const today = companyDate(new Date());
  const form = useForm<RateValues>({
    initialValues: { date: today, usd_kgs: rateText(rates.current.usd_kgs), usd_rub: rateText(rates.current.usd_rub) },
    validate: (values) => checkSchema(values),
  });
  const submit = (values: RateValues) =>
    update.mutate(values, {
      onSuccess: (saved) => notifySuccess(t('moneyAdmin.rates.saved', { date: formatDate(values.date || saved.current.date) })),
      onError: (error) => applyServerErrors(form, error, { failureTitle: t('moneyAdmin.rates.failed') }),
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rates-form">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="md" id="rates-form">
            {t('moneyAdmin.rates.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput type="date" label={t('moneyAdmin.rates.date')} max={today} {...form.getInputProps('date')} />
            <TextInput
              label={t('moneyAdmin.rates.kgsInput')}
              inputMode="decimal"
              autoComplete="off"
              {...form.getInputProps('usd_kgs')}
            />
            <TextInput
              label={t('moneyAdmin.rates.rubInput')}
              inputMode="decimal"
              autoComplete="off"
              {...form.getInputProps('usd_rub')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('moneyAdmin.rates.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function useHistoryColumns(): DataTableColumn<RateRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'date', header: t('moneyAdmin.rates.date'), render: (row) => formatDate(row.date) },
    { key: 'kgs', header: t('moneyAdmin.rates.kgs'), align: 'right', render: (row) => rateText(row.usd_kgs) },
    { key: 'rub', header: t('moneyAdmin.rates.rub'), align: 'right', render: (row) => rateText(row.usd_rub) },
    {
      key: 'updated',
      header: t('moneyAdmin.rates.updated'),
      render: (row) => (row.updated_at ? <DateTime value={row.updated_at} size="sm" /> : '—'),
    },
  ];
}

/**
 * «Курсы валют»: how many som and roubles a dollar buys today (a warning when they were set days
 * ago), a day's rates set, and the dates set before. The desk converts at the rate of the day.
 */
export function RatesPage() {
  const { t } = useTranslation();
  const rates = useRates();
  const columns = useHistoryColumns();
  return (
    <QueryView query={rates} loading={<Skeleton h={240} radius="md" />} errorTitle={t('moneyAdmin.rates.loadFailed')}>
      {(data) => (
        <Stack gap="lg">
          <CurrentRates rates={data} />
          <RateForm rates={data} />
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('moneyAdmin.rates.history')}
            </Title>
            <DataTable
              caption={t('moneyAdmin.rates.history')}
              columns={columns}
              rows={data.history}
              getRowId={(row) => row.date}
              minWidth={520}
            />
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
