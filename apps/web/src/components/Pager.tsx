import { Group, type MantineSpacing, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What is paged, for screen readers: 'Страницы каталога'. */
  label?: string;
  mt?: MantineSpacing;
}

/** The page switcher under a list; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onChange, label, mt = 'md' }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt={mt}>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        aria-label={label ?? t('components.table.pagination')}
        getControlProps={(control) => ({ 'aria-label': t(`components.table.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('components.table.page', { page: item }) })}
      />
    </Group>
  );
}
