import { COUNTRY, type DeliveryQuote, deliveryQuote, estimateDuty, routeTerms } from '@kerben/domain';
import { Button, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomsRule } from '../../api/customs';
import { useTariffs } from '../../api/tariffs';
import { DutyNotice } from '../declaration/DutyNotice';
import { HydratedFieldset } from '../HydratedFieldset';
import classes from './calculator.module.css';
import '../../i18n/ru/public-pages';

const ORIGINS = [
  { value: String(COUNTRY.usaChicago), label: 'calculator.originChicago' },
  { value: String(COUNTRY.usaDelaware), label: 'calculator.originDelaware' },
  { value: String(COUNTRY.turkeyIstanbul), label: 'calculator.originTurkey' },
] as const;
const DESTINATIONS = [
  { value: String(COUNTRY.kyrgyzstan), label: 'calculator.destinationKyrgyzstan' },
  { value: String(COUNTRY.russia), label: 'calculator.destinationRussia' },
] as const;
const MEASURES = ['width', 'length', 'height', 'weight'] as const;
type Measure = (typeof MEASURES)[number];

/** A number as typed ("2,5" too); empty or not a number: undefined. */
function parseAmount(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

const kg = (value: number) => `${Math.round(value * 100) / 100}`;

/** The weights, the rate, the price and the days of a quote. */
function QuoteFacts({ quote }: { quote: DeliveryQuote }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <dl className={classes.facts}>
        <dt>{t('calculator.actualWeight')}</dt>
        <dd>{t('calculator.kg', { value: kg(quote.actualWeight) })}</dd>
        <dt>{t('calculator.volumetricWeight')}</dt>
        <dd>{quote.volumetricWeight > 0 ? t('calculator.kg', { value: kg(quote.volumetricWeight) }) : '—'}</dd>
        <dt>{t('calculator.chargeableWeight')}</dt>
        <dd>{t('calculator.kg', { value: kg(quote.chargeableWeight) })}</dd>
        <dt>{t('calculator.rate')}</dt>
        <dd>{t('calculator.ratePerKg', { value: quote.ratePerKg })}</dd>
      </dl>
      <Text className={classes.price} data-testid="calculator-price">
        ${quote.price.toFixed(2)}
      </Text>
      <Text size="sm" className={classes.days}>
        <IconClock size={16} aria-hidden />
        {quote.days ? t('calculator.days', { from: quote.days[0], to: quote.days[1] }) : t('calculator.daysAskManager')}
      </Text>
    </Stack>
  );
}

/** QuoteFacts' place while the tariff loads: four lines of facts, the price, the days. */
function QuoteSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="calculator-loading">
      <Stack gap={6}>
        {[1, 2, 3, 4].map((line) => (
          <Skeleton key={line} h={16} my={2.5} />
        ))}
      </Stack>
      <Skeleton h={44} w={140} mt={8} />
      <Skeleton h={16} w={180} my={2.5} />
    </Stack>
  );
}

/**
 * The delivery price calculator of the public site and the customer area: the price rule of
 * packages/domain, recalculated as the visitor types; no price while the weight is empty.
 */
export function DeliveryCalculator({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [origin, setOrigin] = useState<string>(String(COUNTRY.usaChicago));
  const [destination, setDestination] = useState<string>(String(COUNTRY.kyrgyzstan));
  const [values, setValues] = useState<Record<Measure, string>>({ width: '', length: '', height: '', weight: '' });
  const amounts = Object.fromEntries(MEASURES.map((key) => [key, parseAmount(values[key])])) as Record<
    Measure,
    number | undefined
  >;
  const weightInvalid = values.weight.trim() !== '' && (amounts.weight === undefined || amounts.weight <= 0);
  // The tariff in force, read after the first render (the prerendered page has none): until it
  // arrives a typed weight shows the result's skeleton, the size of the result.
  const tariff = useTariffs();
  const weighed = amounts.weight !== undefined && !weightInvalid;
  const route = tariff.data ? routeTerms(tariff.data.current, Number(origin), Number(destination)) : undefined;
  const quote = weighed && tariff.data ? deliveryQuote(amounts, route) : undefined;
  // The goods' value, optional: with it the duty is estimated by the rule the server keeps.
  const [goodsValue, setGoodsValue] = useState('');
  const goods = parseAmount(goodsValue);
  const goodsInvalid = goodsValue.trim() !== '' && (goods === undefined || goods < 0);
  const rule = useCustomsRule({ enabled: goodsValue.trim() !== '' });
  const duty =
    goods !== undefined && !goodsInvalid && rule.data
      ? estimateDuty(
          { value_usd: goods, weight_kg: weightInvalid ? null : amounts.weight, destination: Number(destination) },
          rule.data,
        )
      : undefined;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={classes.grid}>
      <HydratedFieldset>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NativeSelect
              label={t('calculator.origin')}
              value={origin}
              onChange={(event) => setOrigin(event.currentTarget.value)}
              data={ORIGINS.map((item) => ({ value: item.value, label: t(item.label) }))}
            />
            <NativeSelect
              label={t('calculator.destination')}
              value={destination}
              onChange={(event) => setDestination(event.currentTarget.value)}
              data={DESTINATIONS.map((item) => ({ value: item.value, label: t(item.label) }))}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {MEASURES.map((key) => (
              <TextInput
                key={key}
                label={t(`calculator.${key}`)}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                value={values[key]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, [key]: text }));
                }}
                error={key === 'weight' && weightInvalid ? t('calculator.weightInvalid') : undefined}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('calculator.volumeHint')}
          </Text>
          <TextInput
            label={t('calculator.goodsValue')}
            description={t('calculator.goodsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            maw={{ base: '100%', xs: 340 }}
            value={goodsValue}
            onChange={(event) => setGoodsValue(event.currentTarget.value)}
            error={goodsInvalid ? t('calculator.goodsInvalid') : undefined}
          />
        </Stack>
      </HydratedFieldset>

      <Paper className={classes.result} radius="lg" p="lg" aria-live="polite">
        <Heading className={classes.resultTitle}>{t('calculator.resultTitle')}</Heading>
        {quote ? (
          <QuoteFacts quote={quote} />
        ) : weighed && tariff.error && !tariff.isFetching ? (
          <Stack gap="sm" align="flex-start" role="alert">
            <Text c="red">{t('calculator.tariffFailed')}</Text>
            <Button variant="light" size="compact-sm" onClick={() => void tariff.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : weighed ? (
          <QuoteSkeleton />
        ) : (
          <Text c="dimmed" data-testid="calculator-empty">
            {t('calculator.enterWeight')}
          </Text>
        )}
        {duty && (
          <Stack gap={6} mt="md" data-testid="calculator-duty">
            <Text fw={600} size="sm">
              {t('calculator.dutyTitle')}
            </Text>
            <DutyNotice duty={duty} rule={rule.data} unweighed={amounts.weight === undefined} />
          </Stack>
        )}
      </Paper>
    </div>
  );
}
