import {
  COUNTRIES,
  type InsuranceTier,
  type RouteTerms,
  type Tariffs,
  type TariffVersion,
  usd,
  warehouseName,
} from '@kerben/domain';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { formatDate } from '../../../components/parcels/parcel-format';
import { formatMoney } from '../../../lib/format';

/** A country's name by its id. */
export const countryName = (id: number | string) => COUNTRIES.find((country) => country.id === Number(id))?.name ?? String(id);

const dollars = (cents: number) => formatMoney(usd(cents));

/** A per cent of basis points: 1000 -> "10 %", 750 -> "7,5 %". */
export const percentOf = (basisPoints: number) => `${String(basisPoints / 100).replace('.', ',')} %`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `tariff-${title}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
function SimpleTable({
  caption,
  head,
  rows,
  minWidth,
}: {
  caption: string;
  head: ReactNode[];
  rows: ReactNode[][];
  minWidth: number;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing={6} fz="sm" striped>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <Table.Th key={index} ta={index === 0 ? undefined : 'right'}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the version's, in its order
            <Table.Tr key={index}>
              {row.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={column} ta={column === 0 ? undefined : 'right'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An insurance tier as people read it: «до $100.00», the last one «свыше $1000.00». */
function tierText(tiers: readonly InsuranceTier[], index: number, t: TFunction): string {
  const tier = tiers[index];
  if (tier?.up_to_value_cents !== null && tier?.up_to_value_cents !== undefined) {
    return t('moneyAdmin.tariffs.upTo', { amount: dollars(tier.up_to_value_cents) });
  }
  const previous = tiers[index - 1]?.up_to_value_cents;
  return previous ? t('moneyAdmin.tariffs.above', { amount: dollars(previous) }) : t('moneyAdmin.tariffs.anyValue');
}

/** A warehouse's storage terms from a date: those in force, then those scheduled. */
interface StorageRow {
  warehouse: Tariffs['storage'][number]['warehouse'];
  terms: Tariffs['storage'][number]['current'];
  first: boolean;
}

/** A tariff version's routes, services and insurance, and the warehouses' storage terms. */
export function TariffTables({ version, storage }: { version: TariffVersion; storage: Tariffs['storage'] }) {
  const { t } = useTranslation();
  const { services } = version;
  const routeColumns: DataTableColumn<RouteTerms>[] = [
    {
      key: 'route',
      header: t('moneyAdmin.tariffs.route'),
      render: (route) => <Text size="sm">{`${countryName(route.origin)} → ${countryName(route.destination)}`}</Text>,
    },
    {
      key: 'rate',
      header: t('moneyAdmin.tariffs.rate'),
      align: 'right',
      render: (route) => <Text size="sm">{dollars(route.rate_per_kg_cents)}</Text>,
    },
    {
      key: 'divisor',
      header: t('moneyAdmin.tariffs.divisor'),
      align: 'right',
      render: (route) => <Text size="sm">{route.volumetric_divisor}</Text>,
    },
    {
      key: 'days',
      header: t('moneyAdmin.tariffs.days'),
      align: 'right',
      render: (route) => (
        <Text size="sm">{route.days_min === null ? t('moneyAdmin.tariffs.daysAsk') : `${route.days_min}–${route.days_max}`}</Text>
      ),
    },
  ];
  const storageColumns: DataTableColumn<StorageRow>[] = [
    {
      key: 'warehouse',
      header: t('moneyAdmin.tariffs.warehouse'),
      render: (row) => <Text size="sm">{warehouseName(row.warehouse.id, row.warehouse.name)}</Text>,
    },
    {
      key: 'free',
      header: t('moneyAdmin.tariffs.freeDays'),
      align: 'right',
      render: (row) => <Text size="sm">{row.terms.free_days}</Text>,
    },
    {
      key: 'fee',
      header: t('moneyAdmin.tariffs.fee'),
      align: 'right',
      render: (row) => <Text size="sm">{dollars(row.terms.fee_per_day_cents)}</Text>,
    },
    {
      key: 'from',
      header: t('moneyAdmin.tariffs.from'),
      align: 'right',
      render: (row) => (
        <Text size="sm">{row.first ? t('moneyAdmin.tariffs.inForce') : formatDate(row.terms.effective_from)}</Text>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Section title={t('moneyAdmin.tariffs.routes')}>
        <DataTable
          caption={t('moneyAdmin.tariffs.routes')}
          columns={routeColumns}
          rows={version.routes}
          getRowId={(route) => `${route.origin}-${route.destination}`}
          minWidth={520}
        />
      </Section>
      <Section title={t('moneyAdmin.tariffs.services')}>
        <SimpleTable
          caption={t('moneyAdmin.tariffs.services')}
          minWidth={280}
          head={[t('moneyAdmin.tariffs.service'), t('moneyAdmin.tariffs.price')]}
          rows={[
            [t('moneyAdmin.tariffs.photo'), dollars(services.photo_cents)],
            ...Object.entries(services.quality_check_cents).map(([origin, cents]) => [
              t('moneyAdmin.tariffs.qualityCheck', { origin: countryName(origin) }),
              dollars(cents),
            ]),
            [t('moneyAdmin.tariffs.commission'), percentOf(services.buyout_commission_bp)],
            [t('moneyAdmin.tariffs.repack'), dollars(services.repack_cents)],
            [t('moneyAdmin.tariffs.return'), dollars(services.return_cents)],
          ]}
        />
      </Section>
      <Section title={t('moneyAdmin.tariffs.insurance')}>
        <SimpleTable
          caption={t('moneyAdmin.tariffs.insurance')}
          minWidth={280}
          head={[t('moneyAdmin.tariffs.goodsValue'), t('moneyAdmin.tariffs.price')]}
          rows={version.insurance.map((tier, index) => [tierText(version.insurance, index, t), dollars(tier.price_cents)])}
        />
      </Section>
      <Section title={t('moneyAdmin.tariffs.storage')}>
        <DataTable
          caption={t('moneyAdmin.tariffs.storage')}
          columns={storageColumns}
          rows={storage.flatMap((row) =>
            [row.current, ...row.scheduled].map((terms, index) => ({ warehouse: row.warehouse, terms, first: index === 0 })),
          )}
          getRowId={(row) => `${row.warehouse.id}-${row.terms.effective_from}`}
          minWidth={480}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {t('moneyAdmin.tariffs.storageHint')}
        </Text>
      </Section>
    </Stack>
  );
}
