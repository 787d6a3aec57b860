import { CATALOG_MSG, productSchema } from '@kerben/domain';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Product, type ProductValues, useCreateProduct, useUpdateProduct } from '../../../api/catalog';
import { applyServerErrors } from '../../../components/form-errors';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from './dialog-state';

const validateFields = schemaResolver(productSchema, { sync: true });
const ALL_REQUIRED = CATALOG_MSG.productFieldsRequired;

interface ProductDialogProps {
  opened: boolean;
  /** The product to change; null creates one. */
  product: Product | null;
  onClose: () => void;
}

/** 'Создать товар': name, link and image, all required (one alert 'Все поля должны быть заполнены'). */
export function ProductDialog({ opened, product, onClose }: ProductDialogProps) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;

  const submit = (values: ProductValues, form: UseFormReturnType<ProductValues>) => {
    const done = {
      onSuccess: (saved: Product) => {
        notifySuccess(
          product ? t('catalog.product.saved', { title: saved.title }) : t('catalog.product.created', { title: saved.title }),
        );
        onClose();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (product) update.mutate({ id: product.id, values }, done);
    else create.mutate(values, done);
  };

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={product ? t('catalog.product.editTitle') : t('catalog.product.createTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <ProductForm product={product} pending={pending} onCancel={onClose} onSubmit={submit} />
    </Modal>
  );
}

interface ProductFormProps {
  product: Product | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: ProductValues, form: UseFormReturnType<ProductValues>) => void;
}

function ProductForm({ product, pending, onCancel, onSubmit }: ProductFormProps) {
  const { t } = useTranslation();
  const form = useForm<ProductValues>({
    initialValues: { title: product?.title ?? '', link: product?.link ?? '', image: null },
    validate: (values): FormErrors => {
      const errors = validateFields(values);
      // A new product needs a picture; an edited one keeps its own when none is chosen.
      if (!product && !values.image) errors.image = ALL_REQUIRED;
      return errors;
    },
  });
  // The shared "fill in everything" message shows once above the fields; the fields turn red.
  const missing = Object.values(form.errors).includes(ALL_REQUIRED);
  const fieldError = (field: keyof ProductValues) => {
    const error = form.errors[field];
    return error === ALL_REQUIRED ? true : error;
  };

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form))} noValidate>
      <Stack gap="md">
        {missing && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {ALL_REQUIRED}
          </Alert>
        )}
        <TextInput
          label={t('catalog.product.title')}
          required
          data-autofocus
          maxLength={200}
          {...form.getInputProps('title')}
          error={fieldError('title')}
        />
        <TextInput
          label={t('catalog.product.link')}
          placeholder={t('catalog.site.urlPlaceholder')}
          required
          type="url"
          inputMode="url"
          {...form.getInputProps('link')}
          error={fieldError('link')}
        />
        <ImagePicker
          label={t('catalog.product.image')}
          required={!product}
          value={form.values.image}
          onChange={(file) => {
            form.setFieldValue('image', file);
            form.clearFieldError('image');
          }}
          currentUrl={product?.image}
          error={fieldError('image')}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {product ? t('common.save') : t('catalog.product.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
