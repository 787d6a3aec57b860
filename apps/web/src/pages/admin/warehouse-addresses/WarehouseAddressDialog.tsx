import { formatPhoneInput, unitWithCode, type WarehouseAddress, warehouseAddressSchema } from '@kerben/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateWarehouseAddress,
  useUpdateWarehouseAddress,
  type WarehouseAddressValues,
} from '../../../api/warehouse-addresses';
import { EntityDialog, type EntityFormSpec, fileFieldProps } from '../../../components/EntityDialog';
import { ImagePicker } from '../../../components/ImagePicker';
import { EmailInput } from '../../../components/inputs';
import { PhoneInput } from '../../../components/PhoneInput';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of warehouse addresses, for this dialog and the page's buttons and confirmation. */
export const warehouseAddressTexts = entityTexts('admin.contacts.contact', (contact: WarehouseAddress) => contact.name);

/** How the unit line reads to a customer, for the hint under it. */
const EXAMPLE_CODE = 'KB0042';

const contactForm: EntityFormSpec<WarehouseAddress, WarehouseAddressValues> = {
  initialValues: (contact) => ({
    name: contact?.name ?? '',
    address: contact?.address ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zip_code: contact?.zip_code ?? '',
    phone: contact?.phone ? formatPhoneInput(contact.phone, { forcePlus: false }) : '',
    email: contact?.email ?? '',
    unit: contact?.unit ?? '',
    image: null,
    removeImage: false,
  }),
  schema: warehouseAddressSchema,
};

/**
 * 'Добавить адрес склада' / 'Изменить адрес склада': name, picture, street, unit (customers see
 * it with their code), city, state, zip, phone and email. Without a new picture the saved one
 * stays; it may be removed.
 */
export function WarehouseAddressDialog(props: RecordDialogProps<WarehouseAddress>) {
  const { t } = useTranslation();
  const save = { create: useCreateWarehouseAddress(), update: useUpdateWarehouseAddress() };
  return (
    <EntityDialog {...props} texts={warehouseAddressTexts} spec={contactForm} save={save} size="lg">
      {(form, { record, pending }) => (
        <>
          <TextInput
            label={t('admin.contacts.contact.name')}
            description={t('admin.contacts.contact.nameHint')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <ImagePicker
            label={t('admin.contacts.contact.image')}
            {...fileFieldProps(form, 'image')}
            currentUrl={form.values.removeImage ? null : record?.image}
            onRemoveCurrent={() => form.setFieldValue('removeImage', true)}
            disabled={pending}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('admin.contacts.contact.address')} required {...form.getInputProps('address')} />
            <TextInput
              label={t('admin.contacts.contact.unit')}
              placeholder={t('admin.contacts.contact.unitPlaceholder')}
              description={t('admin.contacts.contact.unitHint', { example: unitWithCode(form.values.unit, EXAMPLE_CODE) })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('unit')}
            />
            <TextInput label={t('admin.contacts.contact.city')} required {...form.getInputProps('city')} />
            <TextInput label={t('admin.contacts.contact.state')} {...form.getInputProps('state')} />
            <TextInput label={t('admin.contacts.contact.zip')} {...form.getInputProps('zip_code')} />
            <PhoneInput label={t('admin.contacts.contact.phone')} required forcePlus={false} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <EmailInput label={t('admin.contacts.contact.email')} {...form.getInputProps('email')} />
        </>
      )}
    </EntityDialog>
  );
}
