import type { CompanyLogo, Product } from '@kerben/domain';
import type { SimpleGridProps } from '@mantine/core';
import { IconBuildingStore, IconShoppingBag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogos, useProducts } from '../../api/catalog';
import { QueryView } from '../QueryView';
import { CatalogEmpty, type CatalogEmptyProps } from './CatalogEmpty';
import { LogoGrid, ProductGrid } from './grids';
import { LogoTilesSkeleton, ProductCardsSkeleton } from './skeletons';

// The promo products and the partners' logos with their loading, error and empty states: the
// same on /markets and on the admin's pages, which add the edit and delete buttons (`actions`).

interface ListProps<T> {
  /** What an empty list says (and, for the admin, the button that fills it). */
  empty: Omit<CatalogEmptyProps, 'icon'>;
  actions?: (record: T) => ReactNode;
}

export function ProductList({ empty, actions }: ListProps<Product>) {
  const { t } = useTranslation();
  const products = useProducts();
  return (
    <QueryView
      query={products}
      loading={<ProductCardsSkeleton />}
      errorTitle={t('catalog.markets.productsError')}
      empty={<CatalogEmpty icon={<IconShoppingBag size={26} />} {...empty} />}
    >
      {(list) => <ProductGrid products={list} actions={actions} />}
    </QueryView>
  );
}

export function LogoList({ empty, actions, cols }: ListProps<CompanyLogo> & { cols?: SimpleGridProps['cols'] }) {
  const { t } = useTranslation();
  const logos = useLogos();
  return (
    <QueryView
      query={logos}
      loading={<LogoTilesSkeleton cols={cols} />}
      errorTitle={t('catalog.markets.logosError')}
      empty={<CatalogEmpty icon={<IconBuildingStore size={26} />} {...empty} />}
    >
      {(list) => <LogoGrid logos={list} cols={cols} actions={actions} />}
    </QueryView>
  );
}
