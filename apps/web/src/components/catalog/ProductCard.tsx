import type { Product } from '@kerben/domain';
import { AspectRatio, Button, Card, Group, Image, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './catalog.module.css';
import { EXTERNAL_LINK, hostOf } from './links';
import '../../i18n/ru/catalog';

interface ProductCardProps {
  product: Product;
  /** Admin buttons (edit, delete) over the picture. */
  actions?: ReactNode;
}

/** A promo product: picture, title, shop and a 'Перейти' link to it. */
export function ProductCard({ product, actions }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="sm" className={classes.card} component="article" aria-label={product.title}>
      <Card.Section className={classes.media}>
        <AspectRatio ratio={1}>
          <Image src={product.image} alt={product.title} fit="cover" loading="lazy" />
        </AspectRatio>
        {actions && (
          <Group gap={4} wrap="nowrap" className={classes.mediaActions}>
            {actions}
          </Group>
        )}
      </Card.Section>
      <Text fw={600} fz={{ base: 'sm', xs: 'md' }} mt="sm" lineClamp={2} className={classes.breakWords}>
        {product.title}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {hostOf(product.link)}
      </Text>
      <div className={classes.spacer} />
      <Button
        component="a"
        href={product.link}
        {...EXTERNAL_LINK}
        variant="light"
        fullWidth
        size="sm"
        px="xs"
        rightSection={<IconExternalLink size={16} aria-hidden />}
        aria-label={t('catalog.markets.goLabel', { title: product.title })}
      >
        {t('catalog.markets.go')}
      </Button>
    </Card>
  );
}
