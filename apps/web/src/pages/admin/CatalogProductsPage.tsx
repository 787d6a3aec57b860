import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteProduct, useProducts } from '../../api/catalog';
import { usePageAction } from '../../app/layouts/page-action';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { ProductGrid } from '../../components/catalog/grids';
import { ProductCardsSkeleton } from '../../components/catalog/skeletons';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { ProductDialog, productTexts } from './catalog/ProductDialog';
import '../../i18n/ru/catalog';

/** /admin/catalog/products: promo products of the /markets page; header action 'Создать товар'. */
export function CatalogProductsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const editing = useRecordActions({ texts: productTexts, remove: useDeleteProduct() });
  const addLabel = t('admin.actions.createProduct');
  usePageAction({ label: addLabel, onClick: editing.create });

  return (
    <>
      <QueryView
        query={products}
        loading={<ProductCardsSkeleton />}
        errorTitle={t('catalog.markets.productsError')}
        empty={
          <CatalogEmpty
            icon={<IconShoppingBag size={26} />}
            title={t('admin.catalog.productsEmptyTitle')}
            text={t('admin.catalog.productsEmptyText')}
            addLabel={addLabel}
            onAdd={editing.create}
          />
        }
      >
        {(list) => <ProductGrid products={list} actions={editing.actions} />}
      </QueryView>
      <ProductDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
