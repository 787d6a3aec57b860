import { ActionIcon, Button, SimpleGrid, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconShoppingBag, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Product, useDeleteProduct, useProducts } from '../../api/catalog';
import { usePageAction } from '../../app/layouts/page-action';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { ProductCard } from '../../components/catalog/ProductCard';
import { PRODUCT_GRID, PRODUCT_SPACING, ProductCardsSkeleton } from '../../components/catalog/skeletons';
import { ErrorState } from '../../components/ErrorState';
import { errorMessage } from '../../components/form-errors';
import { notifyFailure, notifySuccess, useItemDialog } from './catalog/dialog-state';
import { ProductDialog } from './catalog/ProductDialog';

/** /admin/catalog/products: promo products of the /markets page; header action 'Создать товар'. */
export function CatalogProductsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const dialog = useItemDialog<Product>();
  const removing = useItemDialog<Product>();
  const remove = useDeleteProduct();

  usePageAction({ label: t('admin.actions.createProduct'), onClick: () => dialog.open(null) });

  const confirmRemove = () => {
    const product = removing.item;
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: () => notifySuccess(t('catalog.product.deleted', { title: product.title })),
      onError: (error) => notifyFailure(t('catalog.product.deleteFailed'), error),
      onSettled: removing.close,
    });
  };

  let list: React.ReactNode;
  if (products.isError && !products.data) {
    list = (
      <ErrorState
        title={t('catalog.markets.productsError')}
        message={errorMessage(products.error)}
        onRetry={() => products.refetch()}
      />
    );
  } else if (!products.data) {
    list = <ProductCardsSkeleton />;
  } else if (products.data.length === 0) {
    list = (
      <CatalogEmpty
        icon={<IconShoppingBag size={26} />}
        title={t('catalog.admin.productsEmptyTitle')}
        text={t('catalog.admin.productsEmptyText')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            {t('admin.actions.createProduct')}
          </Button>
        }
      />
    );
  } else {
    list = (
      <SimpleGrid cols={PRODUCT_GRID} spacing={PRODUCT_SPACING}>
        {products.data.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            actions={
              <>
                <Tooltip label={t('catalog.admin.edit')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => dialog.open(product)}
                    aria-label={t('catalog.product.edit', { title: product.title })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('catalog.admin.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => removing.open(product)}
                    aria-label={t('catalog.product.delete', { title: product.title })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </>
            }
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      {list}
      <ProductDialog opened={dialog.opened} product={dialog.item} onClose={dialog.close} />
      <ConfirmDialog
        opened={removing.opened}
        onClose={removing.close}
        onConfirm={confirmRemove}
        title={t('catalog.product.deleteTitle')}
        message={t('catalog.product.deleteText', { title: removing.item?.title ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
      />
    </>
  );
}
