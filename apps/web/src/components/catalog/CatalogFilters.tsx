import type { Category } from '@kerben/domain';
import { Chip, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './catalog.module.css';
import type { CountryGroup } from './country-groups';
import '../../i18n/ru/catalog';

const ALL = 'all';

interface FilterRowProps {
  label: string;
  children: ReactNode;
  role: 'radiogroup' | 'group';
  /** Only screen readers get the label (the page's heading already says what is filtered). */
  hideLabel?: boolean;
}

function FilterRow({ label, children, role, hideLabel = false }: FilterRowProps) {
  return (
    <div className={classes.filterRow}>
      {!hideLabel && (
        <Text size="sm" fw={600} c="dimmed" className={classes.filterLabel} aria-hidden>
          {label}
        </Text>
      )}
      <Group gap={8} role={role} aria-label={label} className={classes.filterChips}>
        {children}
      </Group>
    </div>
  );
}

interface CountryFilterProps {
  groups: readonly CountryGroup[];
  /** The chosen group's key; null for all countries. */
  value: string | null;
  onChange: (group: CountryGroup | null) => void;
  /** Leaves out countries without sites (the chosen one stays). */
  hideEmpty?: boolean;
  loading?: boolean;
  hideLabel?: boolean;
}

/** "Все страны" and one chip per country group, with its number of sites. */
export function CountryFilter({
  groups,
  value,
  onChange,
  hideEmpty = false,
  loading = false,
  hideLabel = false,
}: CountryFilterProps) {
  const { t } = useTranslation();
  const shown = hideEmpty ? groups.filter((group) => (group.count ?? 0) > 0 || group.key === value) : groups;
  return (
    <Chip.Group
      value={value ?? ALL}
      onChange={(key) => onChange(key === ALL ? null : (groups.find((g) => g.key === key) ?? null))}
    >
      <FilterRow label={t('catalog.filters.country')} role="radiogroup" hideLabel={hideLabel}>
        <Chip value={ALL} variant="outline" size="sm">
          {t('catalog.filters.allCountries')}
        </Chip>
        {loading
          ? [72, 88].map((width) => <Skeleton key={width} height={30} width={width} radius="xl" />)
          : shown.map((group) => (
              <Chip key={group.key} value={group.key} variant="outline" size="sm">
                {group.label}
                {group.count !== undefined && <span className={classes.chipCount}>{group.count}</span>}
              </Chip>
            ))}
      </FilterRow>
    </Chip.Group>
  );
}

interface CategoryFilterProps {
  categories: readonly Category[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading?: boolean;
}

/** "Все категории" and a chip per category; several may be chosen (the list's repeated `category`). */
export function CategoryFilter({ categories, value, onChange, loading = false }: CategoryFilterProps) {
  const { t } = useTranslation();
  const selected = value.length > 0 ? value.map(String) : [ALL];
  const change = (next: string[]) => {
    // Choosing "all" clears the others; choosing a category unticks "all".
    if (next.includes(ALL) && !selected.includes(ALL)) onChange([]);
    else onChange(next.filter((item) => item !== ALL).map(Number));
  };
  return (
    <Chip.Group multiple value={selected} onChange={change}>
      <FilterRow label={t('catalog.filters.category')} role="group">
        <Chip value={ALL} variant="outline" size="sm">
          {t('catalog.filters.allCategories')}
        </Chip>
        {loading
          ? [96, 80, 110].map((width) => <Skeleton key={width} height={30} width={width} radius="xl" />)
          : categories.map((category) => (
              <Chip key={category.id} value={String(category.id)} variant="outline" size="sm">
                {category.name}
              </Chip>
            ))}
      </FilterRow>
    </Chip.Group>
  );
}
