import '../../i18n/ru/purchase-area';
import { PURCHASE_STATE_NAMES, PURCHASE_STATES, type Purchase, type PurchaseState } from '@kerben/domain';
import { Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PurchaseFilters, usePurchaseList } from '../../api/purchases';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { DebouncedFilter } from '../../components/DebouncedFilter';
import { pagedTable } from '../../components/data-table/paged';
import { PurchaseCard } from '../../components/purchases/PurchaseCard';
import { PurchaseDetailsDialog } from '../../components/purchases/PurchaseDetailsDialog';
import { usePurchaseRows } from '../../components/purchases/use-purchase-rows';
import { ResetFiltersRow } from '../../components/ResetFiltersRow';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { PurchaseAnswer } from './purchases/PurchaseAnswer';

const FILTERS = ['name', 'date', 'min', 'max', 'state', 'paid'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const amount = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The list query of the filters in the address; a date only once it is whole (MM.DD.YYYY). */
export function purchaseQuery(filters: Filters, page: number): PurchaseFilters {
  const query: PurchaseFilters = {
    name: filters.name || undefined,
    date: filters.date.length === 10 ? filters.date : undefined,
    price_min: amount(filters.min),
    price_max: amount(filters.max),
    state: (PURCHASE_STATES as readonly string[]).includes(filters.state) ? (filters.state as PurchaseState) : undefined,
    paid: filters.paid === 'true' ? true : filters.paid === 'false' ? false : undefined,
    page,
  };
  // Undefined keys would still be part of the query key and make equal filters look different.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * /admin/requests: everyone's buy-out requests, newest first, with filters (name, day, price,
 * state, paid) in the address; the details show both screenshots and the history, and take the
 * operator's answer: the quote, the next state, a comment, the payment confirmation.
 */
export function PurchaseRequestsPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = usePurchaseList(purchaseQuery(filters, page));

  const client = (p: Purchase) => (
    <Stack gap={0}>
      <Text size="sm">{p.full_name}</Text>
      <Text size="xs" c="dimmed">
        {p.user_detail ? `#${p.user_detail.unique_id}` : t('purchaseArea.admin.visitor')}
      </Text>
    </Stack>
  );
  const table = usePurchaseRows({
    page,
    rowsOnPage: list.data?.results.length,
    showPage: (next) => setFilters({}, next),
    client,
  });

  const active = FILTERS.some((key) => filters[key]);
  const selectProps = {
    clearable: true,
    comboboxProps: { withinPortal: true },
    placeholder: t('purchaseArea.admin.filters.any'),
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('purchaseArea.admin.filters.title')}>
        <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm" verticalSpacing="xs">
          <DebouncedFilter
            label={t('purchaseArea.admin.filters.name')}
            value={filters.name}
            onCommit={(name) => setFilters({ name })}
            autoComplete="off"
          />
          <DebouncedFilter
            label={t('purchaseArea.admin.filters.date')}
            value={filters.date}
            onCommit={(date) => setFilters({ date })}
            date
          />
          <DebouncedFilter
            label={t('purchaseArea.admin.filters.priceMin')}
            value={filters.min}
            onCommit={(min) => setFilters({ min })}
            inputMode="decimal"
            autoComplete="off"
          />
          <DebouncedFilter
            label={t('purchaseArea.admin.filters.priceMax')}
            value={filters.max}
            onCommit={(max) => setFilters({ max })}
            inputMode="decimal"
            autoComplete="off"
          />
          <Select
            label={t('purchaseArea.admin.filters.state')}
            data={PURCHASE_STATES.map((state) => ({ value: state, label: PURCHASE_STATE_NAMES[state] }))}
            value={filters.state || null}
            onChange={(state) => setFilters({ state: state ?? '' })}
            {...selectProps}
          />
          <Select
            label={t('purchaseArea.admin.filters.paid')}
            data={[
              { value: 'true', label: t('purchase.paid') },
              { value: 'false', label: t('purchase.notPaid') },
            ]}
            value={filters.paid || null}
            onChange={(paid) => setFilters({ paid: paid ?? '' })}
            {...selectProps}
          />
        </SimpleGrid>
        <ResetFiltersRow
          active={active}
          onReset={() => setFilters({ name: '', date: '', min: '', max: '', state: '', paid: '' })}
        >
          {t('purchaseArea.admin.filters.reset')}
        </ResetFiltersRow>
      </Paper>
      <DataTable
        caption={t('purchaseArea.admin.caption')}
        columns={table.columns}
        {...pagedTable(list, page, (next) => setFilters({}, next))}
        getRowId={(p) => p.id}
        emptyText={active ? t('purchaseArea.admin.notFound') : t('purchaseArea.admin.empty')}
        minWidth={1040}
        renderCard={(p) => <PurchaseCard purchase={p} detailed client={client(p)} actions={table.actions(p)} />}
      />
      <PurchaseDetailsDialog {...table.detailsProps} detailed>
        {(purchase) => <PurchaseAnswer key={purchase.updated_at} purchase={purchase} />}
      </PurchaseDetailsDialog>
      <ConfirmDialog {...table.confirmProps} />
    </Stack>
  );
}
