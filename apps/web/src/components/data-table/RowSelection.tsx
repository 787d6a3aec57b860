import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowId, Selection } from './types';

export function SelectAll({
  selection,
  disabled,
  withLabel = false,
}: {
  selection: Selection;
  disabled: boolean;
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      // Cards have no header row: there the box says what it does.
      label={withLabel ? t('components.table.selectPage') : undefined}
      aria-label={t('components.table.selectAll')}
      checked={selection.allSelected}
      indeterminate={selection.someSelected}
      onChange={selection.toggleAll}
      disabled={disabled}
    />
  );
}

export function SelectRow({ selection, id }: { selection: Selection; id: RowId }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('components.table.selectRow', { id })}
      checked={selection.has(id)}
      onChange={() => selection.toggleRow(id)}
    />
  );
}
