import type { CompanyLogo } from '@kerben/domain';
import { Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './catalog.module.css';
import { EXTERNAL_LINK, hostOf } from './links';
import '../../i18n/ru/catalog';

interface LogoTileProps {
  logo: CompanyLogo;
  /** Admin buttons (edit, delete) under the logo. */
  actions?: ReactNode;
}

/** A company logo; a link to the company's site when it has one. */
export function LogoTile({ logo, actions }: LogoTileProps) {
  const { t } = useTranslation();
  const host = logo.link ? hostOf(logo.link) : '';
  const alt = host ? t('catalog.markets.logoAlt', { name: host }) : t('catalog.markets.logoAltNoLink');
  const picture = <Image src={logo.logo} alt={alt} fit="contain" loading="lazy" className={classes.logoTileImage} />;
  return (
    <div className={classes.logoTile}>
      {logo.link ? (
        <a href={logo.link} {...EXTERNAL_LINK} className={classes.logoTileLink} title={host}>
          {picture}
        </a>
      ) : (
        <div className={classes.logoTileLink}>{picture}</div>
      )}
      {actions && (
        <Group justify="space-between" gap={4} wrap="nowrap" className={classes.logoTileFooter}>
          <Text size="xs" c="dimmed" truncate>
            {host || t('catalog.markets.noLink')}
          </Text>
          <Group gap={2} wrap="nowrap">
            {actions}
          </Group>
        </Group>
      )}
    </div>
  );
}
