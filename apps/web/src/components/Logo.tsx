import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../hooks/use-language';

interface LogoProps {
  /** white: for dark backgrounds */
  variant?: 'default' | 'white';
  to?: string;
}

/** The brand mark and name, linking home (the public one in the language in use). */
export function Logo({ variant = 'default', to = '/' }: LogoProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const white = variant === 'white';
  return (
    <Link to={localized(to)} aria-label={t('brand.homeLink')} style={{ textDecoration: 'none', display: 'inline-flex' }}>
      <Group gap={10} wrap="nowrap">
        <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill={white ? '#fff' : 'var(--mantine-color-kerben-7)'} />
          <path d="M20 16h8v13l12-13h10L36 31l15 17H40L28 34v14h-8z" fill={white ? 'var(--mantine-color-kerben-7)' : '#fff'} />
        </svg>
        <Text component="span" fw={800} fz={22} lts={-0.5} c={white ? 'white' : 'dark.8'}>
          {t('brand.name')}
        </Text>
      </Group>
    </Link>
  );
}
