import { Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconShoppingBag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogos, useProducts } from '../../api/catalog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { LogoGrid, ProductGrid } from '../../components/catalog/grids';
import { LogoTilesSkeleton, ProductCardsSkeleton } from '../../components/catalog/skeletons';
import { QueryView } from '../../components/QueryView';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/catalog';
import '../../i18n/ru/public-pages';

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

  return (
    <InfoPage title={t('publicPages.marketsTitle')} text={t('publicPages.marketsText')}>
      <Stack gap={56}>
        <Section id="markets-products" title={t('catalog.markets.productsTitle')} lead={t('catalog.markets.productsLead')}>
          <QueryView
            query={products}
            loading={<ProductCardsSkeleton />}
            errorTitle={t('catalog.markets.productsError')}
            empty={
              <CatalogEmpty
                icon={<IconShoppingBag size={26} />}
                title={t('catalog.markets.productsEmptyTitle')}
                text={t('catalog.markets.productsEmptyText')}
              />
            }
          >
            {(list) => <ProductGrid products={list} />}
          </QueryView>
        </Section>
        <Section id="markets-logos" title={t('catalog.markets.logosTitle')} lead={t('catalog.markets.logosLead')}>
          <QueryView
            query={logos}
            loading={<LogoTilesSkeleton />}
            errorTitle={t('catalog.markets.logosError')}
            empty={<CatalogEmpty icon={<IconBuildingStore size={26} />} title={t('catalog.markets.logosEmptyTitle')} />}
          >
            {(list) => <LogoGrid logos={list} />}
          </QueryView>
        </Section>
      </Stack>
    </InfoPage>
  );
}
