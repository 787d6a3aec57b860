import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoList, ProductList } from '../../components/catalog/lists';
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

  return (
    <InfoPage title={t('publicPages.marketsTitle')} text={t('publicPages.marketsText')}>
      <Stack gap={56}>
        <Section id="markets-products" title={t('catalog.markets.productsTitle')} lead={t('catalog.markets.productsLead')}>
          <ProductList empty={{ title: t('catalog.markets.productsEmptyTitle'), text: t('catalog.markets.productsEmptyText') }} />
        </Section>
        <Section id="markets-logos" title={t('catalog.markets.logosTitle')} lead={t('catalog.markets.logosLead')}>
          <LogoList empty={{ title: t('catalog.markets.logosEmptyTitle') }} />
        </Section>
      </Stack>
    </InfoPage>
  );
}
