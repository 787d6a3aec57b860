import type { CompanyLogo, Product, Site } from '@kerben/domain';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import classes from './catalog.module.css';
import { LogoTile } from './LogoTile';
import { ProductCard } from './ProductCard';
import { SiteCard } from './SiteCard';
import { LOGO_GRID, PRODUCT_GRID, PRODUCT_SPACING, SITE_GRID } from './skeletons';

// The catalogue's card grids: the same on the public pages and the admin's, which add each
// record's edit and delete buttons through `actions`.

interface GridProps<T> {
  /** Admin buttons of one record (edit, delete). */
  actions?: (record: T) => ReactNode;
}

/**
 * Memoised: /catalog re-renders as each country's count arrives (at once, not in a transition), and
 * the cards need not draw again then; a new page of shops is a new `sites` array.
 */
export const SiteGrid = memo(function SiteGrid({
  sites,
  actions,
  stale = false,
  busy = false,
}: GridProps<Site> & {
  sites: readonly Site[];
  /** The previous page, shown dimmed while the next one loads. */
  stale?: boolean;
  busy?: boolean;
}) {
  return (
    <SimpleGrid cols={SITE_GRID} spacing="lg" className={stale ? classes.dimmed : undefined} aria-busy={busy || undefined}>
      {sites.map((site) => (
        <SiteCard key={site.id} site={site} actions={actions?.(site)} />
      ))}
    </SimpleGrid>
  );
});

export function ProductGrid({ products, actions }: GridProps<Product> & { products: readonly Product[] }) {
  return (
    <SimpleGrid cols={PRODUCT_GRID} spacing={PRODUCT_SPACING}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} actions={actions?.(product)} />
      ))}
    </SimpleGrid>
  );
}

export function LogoGrid({
  logos,
  actions,
  cols = LOGO_GRID,
}: GridProps<CompanyLogo> & { logos: readonly CompanyLogo[]; cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'md' }}>
      {logos.map((logo) => (
        <LogoTile key={logo.id} logo={logo} actions={actions?.(logo)} />
      ))}
    </SimpleGrid>
  );
}
