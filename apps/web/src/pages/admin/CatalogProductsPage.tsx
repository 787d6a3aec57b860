import { useTranslation } from 'react-i18next';
import { useDeleteProduct } from '../../api/catalog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProductList } from '../../components/catalog/lists';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { ProductDialog, productTexts } from './catalog/ProductDialog';
import '../../i18n/ru/catalog';

/** /admin/catalog/products: promo products of the /markets page; header action 'Создать товар'. */
export function CatalogProductsPage() {
  const { t } = useTranslation();
  const editing = useRecordActions({ texts: productTexts, remove: useDeleteProduct() });
  const addLabel = t('admin.actions.createProduct');
  usePageAction({ label: addLabel, onClick: editing.create });

  return (
    <>
      <ProductList
        empty={{
          title: t('admin.catalog.productsEmptyTitle'),
          text: t('admin.catalog.productsEmptyText'),
          addLabel,
          onAdd: editing.create,
        }}
        actions={editing.actions}
      />
      <ProductDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
