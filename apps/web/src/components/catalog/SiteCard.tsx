import type { Site } from '@kerben/domain';
import { Anchor, Avatar, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './catalog.module.css';
import { countryLabel } from './country-groups';
import { EXTERNAL_LINK, hostOf } from './links';
import '../../i18n/ru/catalog';

/** A shop's logo, or its initials on a tinted square when it has none. */
export function SiteLogo({ src, name, size = 64 }: { src: string | null; name: string; size?: number }) {
  return (
    <Avatar
      src={src}
      alt={name}
      name={name}
      color="initials"
      size={size}
      radius="md"
      className={classes.logo}
      classNames={{ image: classes.logoImage }}
    />
  );
}

interface SiteCardProps {
  site: Site;
  /** Admin buttons (edit, delete) beside the name, in place of the link button. */
  actions?: ReactNode;
}

/** A shop of the catalogue: logo, name, category, country, description and a link to the shop. */
export function SiteCard({ site, actions }: SiteCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article" aria-label={site.name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <SiteLogo src={site.logo} name={site.name} />
        <div className={classes.grow}>
          <Title order={3} fz="lg" lh={1.3} lineClamp={2} className={classes.breakWords}>
            {site.name}
          </Title>
          {actions ? (
            // The admin's card has no big link button: the host itself opens the shop.
            <Anchor href={site.url} {...EXTERNAL_LINK} size="sm" c="dimmed" display="block" truncate>
              {hostOf(site.url)}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" truncate>
              {hostOf(site.url)}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      <Group gap={6} mt="md">
        <Badge variant="light" radius="sm" tt="none">
          {site.category.name}
        </Badge>
        {site.country && (
          <Badge variant="light" color="gray" radius="sm" tt="none" title={site.country.name}>
            {countryLabel(site.country.name)}
          </Badge>
        )}
      </Group>
      {site.description && (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={3} className={classes.breakWords}>
          {site.description}
        </Text>
      )}
      {!actions && (
        <>
          <div className={classes.spacer} />
          <Button
            component="a"
            href={site.url}
            {...EXTERNAL_LINK}
            variant="light"
            fullWidth
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t('catalog.public.visitLabel', { name: site.name })}
          >
            {t('catalog.public.visit')}
          </Button>
        </>
      )}
    </Card>
  );
}
