import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconShoppingBag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogos, useProducts } from '../../api/catalog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { LogoTile } from '../../components/catalog/LogoTile';
import { ProductCard } from '../../components/catalog/ProductCard';
import {
  LOGO_GRID,
  LogoTilesSkeleton,
  PRODUCT_GRID,
  PRODUCT_SPACING,
  ProductCardsSkeleton,
} from '../../components/catalog/skeletons';
import { ErrorState } from '../../components/ErrorState';
import { errorMessage } from '../../components/form-errors';
import { InfoPage } from './InfoPage';

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed" mt={6} mb="lg" maw={640}>
        {lead}
      </Text>
      {children}
    </section>
  );
}

/** /markets: promo products of partner shops and the partners' logos. */
export function MarketsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const logos = useLogos();

  let productList: ReactNode;
  if (products.isError && !products.data) {
    productList = (
      <ErrorState
        title={t('catalog.markets.productsError')}
        message={errorMessage(products.error)}
        onRetry={() => products.refetch()}
      />
    );
  } else if (!products.data) {
    productList = <ProductCardsSkeleton />;
  } else if (products.data.length === 0) {
    productList = (
      <CatalogEmpty
        icon={<IconShoppingBag size={26} />}
        title={t('catalog.markets.productsEmptyTitle')}
        text={t('catalog.markets.productsEmptyText')}
      />
    );
  } else {
    productList = (
      <SimpleGrid cols={PRODUCT_GRID} spacing={PRODUCT_SPACING}>
        {products.data.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </SimpleGrid>
    );
  }

  let logoList: ReactNode;
  if (logos.isError && !logos.data) {
    logoList = (
      <ErrorState title={t('catalog.markets.logosError')} message={errorMessage(logos.error)} onRetry={() => logos.refetch()} />
    );
  } else if (!logos.data) {
    logoList = <LogoTilesSkeleton />;
  } else if (logos.data.length === 0) {
    logoList = <CatalogEmpty icon={<IconBuildingStore size={26} />} title={t('catalog.markets.logosEmptyTitle')} />;
  } else {
    logoList = (
      <SimpleGrid cols={LOGO_GRID} spacing={{ base: 'sm', sm: 'md' }}>
        {logos.data.map((logo) => (
          <LogoTile key={logo.id} logo={logo} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <InfoPage title={t('publicPages.marketsTitle')} text={t('publicPages.marketsText')}>
      <Stack gap={56}>
        <Section id="markets-products" title={t('catalog.markets.productsTitle')} lead={t('catalog.markets.productsLead')}>
          {productList}
        </Section>
        <Section id="markets-logos" title={t('catalog.markets.logosTitle')} lead={t('catalog.markets.logosLead')}>
          {logoList}
        </Section>
      </Stack>
    </InfoPage>
  );
}
