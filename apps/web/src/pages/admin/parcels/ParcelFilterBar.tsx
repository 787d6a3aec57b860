import { DESTINATION_COUNTRY_IDS, ORIGIN_COUNTRY_IDS } from '@kerben/domain';
import { Button, Collapse, Group, Kbd, Paper, Select, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/CountrySelect';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';
import { DebouncedFilter } from '../../../components/DebouncedFilter';
import type { ParcelOptions } from '../../../components/parcel-editor/parcel-options';
import { countActiveFilters, NO_FILTERS, type ParcelFilterValues, type SelectFilter, type TextFilter } from './parcel-filters';

export interface ParcelFilterBarProps {
  filters: ParcelFilterValues;
  onChange: (filters: ParcelFilterValues) => void;
  options: ParcelOptions;
  /** The track number field, focused by the '/' key. */
  trackRef?: Ref<HTMLInputElement>;
}

/** The filters of a warehouse page: text fields wait for a pause in typing, selects apply at once. */
export function ParcelFilterBar({ filters, onChange, options, trackRef }: ParcelFilterBarProps) {
  const { t } = useTranslation();
  const setText = (key: TextFilter) => (value: string) => onChange({ ...filters, [key]: value });
  // Selects apply at once; the countries come from the reference list, narrowed to the route's side.
  const selectProps = (key: SelectFilter, label: string) => ({
    label,
    placeholder: t('admin.parcels.filters.any'),
    value: filters[key],
    // The options are the filter's own values: what is chosen is one of them.
    onChange: (value: string | null) => onChange({ ...filters, [key]: value } as ParcelFilterValues),
    clearable: true,
    comboboxProps: { withinPortal: true },
  });
  const active = countActiveFilters(filters);
  // On a phone the track number and the client code show; the rest opens with 'Ещё фильтры'.
  const phone = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
  const hidden = countActiveFilters({ ...filters, track: '', client: '' });
  const [more, setMore] = useState(hidden > 0);
  const grid = { cols: { base: 1, xs: 2, md: 4 }, spacing: 'sm', verticalSpacing: 'xs' } as const;
  const main = (
    <>
      <DebouncedFilter
        label={t('admin.parcels.filters.track')}
        value={filters.track}
        onCommit={setText('track')}
        inputRef={trackRef}
        autoComplete="off"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={phone ? undefined : <Kbd size="xs">/</Kbd>}
        rightSectionPointerEvents="none"
      />
      <DebouncedFilter
        label={t('admin.parcels.filters.client')}
        placeholder="#KB0001"
        value={filters.client}
        onCommit={setText('client')}
        autoComplete="off"
      />
    </>
  );
  const rest = (
    <>
      <DebouncedFilter
        label={t('admin.parcels.filters.name')}
        value={filters.name}
        onCommit={setText('name')}
        autoComplete="off"
      />
      <DebouncedFilter label={t('admin.parcels.filters.sent')} value={filters.sent} onCommit={setText('sent')} date />
      <Select data={options.statuses} {...selectProps('status', t('admin.parcels.filters.status'))} />
      <CountrySelect only={ORIGIN_COUNTRY_IDS} {...selectProps('origin', t('admin.parcels.filters.origin'))} />
      <CountrySelect only={DESTINATION_COUNTRY_IDS} {...selectProps('destination', t('admin.parcels.filters.destination'))} />
      <Select
        data={[
          { value: 'waiting', label: t('admin.parcels.filters.storageWaiting') },
          { value: 'paid', label: t('admin.parcels.filters.storagePaid') },
        ]}
        {...selectProps('storage', t('admin.parcels.filters.storage'))}
      />
      <Select
        data={[{ value: '-storage_days', label: t('admin.parcels.filters.longestInStorage') }]}
        {...selectProps('ordering', t('admin.parcels.filters.ordering'))}
        placeholder={t('admin.parcels.filters.newestFirst')}
      />
    </>
  );
  const reset = (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      disabled={active === 0}
      onClick={() => onChange(NO_FILTERS)}
    >
      {t('admin.parcels.filters.reset')}
    </Button>
  );
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('admin.parcels.filters.title')}>
      {phone ? (
        <>
          <SimpleGrid {...grid}>{main}</SimpleGrid>
          <Collapse expanded={more}>
            <SimpleGrid {...grid} mt="xs">
              {rest}
            </SimpleGrid>
          </Collapse>
          <Group justify="space-between" mt="sm" gap="xs">
            <Button
              variant="light"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={() => setMore((open) => !open)}
              aria-expanded={more}
            >
              {more
                ? t('admin.parcels.filters.less')
                : hidden > 0
                  ? t('admin.parcels.filters.moreActive', { n: hidden })
                  : t('admin.parcels.filters.more')}
            </Button>
            {reset}
          </Group>
        </>
      ) : (
        <SimpleGrid {...grid}>
          {main}
          {rest}
          <Group align="flex-end">{reset}</Group>
        </SimpleGrid>
      )}
    </Paper>
  );
}
