import { PARCEL_MSG } from '@kerben/domain';
import { Button, Group, Kbd, Paper, Select, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../components/DateTextInput';
import {
  countActiveFilters,
  isBadDate,
  NO_FILTERS,
  type ParcelFilterValues,
  type SelectFilter,
  type TextFilter,
} from './parcel-filters';
import type { ParcelOptions } from './parcel-options';

const DEBOUNCE_MS = 300;

/**
 * A text filter's draft: what is typed shows at once and is committed after a pause (or at once
 * with Enter, as a scanner ends a track number); a value changed from outside (back button, reset)
 * replaces the draft.
 */
export function useDebouncedText(value: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }
  const debounced = useDebouncedCallback((next: string) => {
    setCommitted(next);
    commit(next);
  }, DEBOUNCE_MS);
  return {
    value: draft,
    change: (next: string) => {
      setDraft(next);
      debounced(next);
    },
    flush: debounced.flush,
  };
}

interface TextFilterProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onCommit: (value: string) => void;
  date?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

function DebouncedFilter({ value, onCommit, date, inputRef, ...props }: TextFilterProps) {
  const { t } = useTranslation();
  const field = useDebouncedText(value, onCommit);
  const common = {
    ...props,
    ref: inputRef,
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') field.flush();
    },
  };
  if (date) {
    return (
      <DateTextInput
        {...common}
        value={field.value}
        onChange={field.change}
        error={isBadDate(field.value) ? PARCEL_MSG.dateInvalid : undefined}
        placeholder={t('components.date.placeholder')}
      />
    );
  }
  return <TextInput {...common} value={field.value} onChange={(event) => field.change(event.currentTarget.value)} />;
}

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
  const select = (key: SelectFilter, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('admin.parcels.filters.any')}
      data={data}
      value={filters[key]}
      onChange={(value) => onChange({ ...filters, [key]: value })}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
  const active = countActiveFilters(filters);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('admin.parcels.filters.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <DebouncedFilter
          label={t('admin.parcels.filters.track')}
          value={filters.track}
          onCommit={setText('track')}
          inputRef={trackRef}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={<Kbd size="xs">/</Kbd>}
          rightSectionPointerEvents="none"
        />
        <DebouncedFilter
          label={t('admin.parcels.filters.client')}
          placeholder="#KB0001"
          value={filters.client}
          onCommit={setText('client')}
          autoComplete="off"
        />
        <DebouncedFilter
          label={t('admin.parcels.filters.name')}
          value={filters.name}
          onCommit={setText('name')}
          autoComplete="off"
        />
        <DebouncedFilter label={t('admin.parcels.filters.sent')} value={filters.sent} onCommit={setText('sent')} date />
        {select('status', t('admin.parcels.filters.status'), options.statuses)}
        {select('origin', t('admin.parcels.filters.origin'), options.origins)}
        {select('destination', t('admin.parcels.filters.destination'), options.destinations)}
        <Group align="flex-end">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={active === 0}
            onClick={() => onChange(NO_FILTERS)}
          >
            {t('admin.parcels.filters.reset')}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
