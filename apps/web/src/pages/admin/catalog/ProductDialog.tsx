import { CATALOG_MSG, type Product, productSchema } from '@kerben/domain';
import { Alert, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ProductValues, useCreateProduct, useUpdateProduct } from '../../../api/catalog';
import { EntityDialog, type EntityFormSpec, fileFieldProps, fileRequiredOnCreate } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { UrlInput } from '../../../components/inputs';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

const ALL_REQUIRED = CATALOG_MSG.productFieldsRequired;

/** The texts of products, for this dialog and the page's buttons and confirmation. */
export const productTexts = entityTexts('admin.catalog.product', (product: Product) => product.title);

const productForm: EntityFormSpec<Product, ProductValues> = {
  initialValues: (product) => ({ title: product?.title ?? '', link: product?.link ?? '', image: null }),
  schema: productSchema,
  // A new product needs a picture; an edited one keeps its own when none is chosen.
  validate: fileRequiredOnCreate('image', ALL_REQUIRED),
};

/** 'Создать товар': name, link and image, all required (one alert 'Все поля должны быть заполнены'). */
export function ProductDialog(props: RecordDialogProps<Product>) {
  const { t } = useTranslation();
  const save = { create: useCreateProduct(), update: useUpdateProduct() };
  return (
    <EntityDialog {...props} texts={productTexts} spec={productForm} save={save} size="lg">
      {(form, { record, pending }) => {
        // The shared "fill in everything" message shows once above the fields; the fields turn red.
        const fieldError = (field: keyof ProductValues) => (form.errors[field] === ALL_REQUIRED ? true : form.errors[field]);
        return (
          <>
            {Object.values(form.errors).includes(ALL_REQUIRED) && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {ALL_REQUIRED}
              </Alert>
            )}
            <TextInput
              label={t('admin.catalog.product.title')}
              required
              data-autofocus
              {...form.getInputProps('title')}
              error={fieldError('title')}
            />
            <UrlInput
              label={t('admin.catalog.product.link')}
              placeholder={t('admin.catalog.site.urlPlaceholder')}
              required
              {...form.getInputProps('link')}
              error={fieldError('link')}
            />
            <ImagePicker
              label={t('admin.catalog.product.image')}
              required={!record}
              {...fileFieldProps(form, 'image')}
              currentUrl={record?.image}
              error={fieldError('image')}
              disabled={pending}
            />
          </>
        );
      }}
    </EntityDialog>
  );
}
