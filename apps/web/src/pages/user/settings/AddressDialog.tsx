import { type Address, type AddressInput, addressSchema, formatPhoneInput, type Profile } from '@kerben/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreateOwnAddress, useUpdateAddress } from '../../../api/addresses';
import { useProfile } from '../../../api/profile';
import { EntityDialog, type EntityFormSpec, NOTE_PROPS } from '../../../components/EntityDialog';
import { EmailInput } from '../../../components/inputs';
import { PhoneInput } from '../../../components/PhoneInput';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of addresses ('Изменить адрес ул. Токтогула 1, Бишкек'). */
export const addressTexts = entityTexts('user.address', (address: Address) => `${address.address}, ${address.city}`);

const localPhone = (phone: string) => (phone ? formatPhoneInput(phone, { forcePlus: false }) : '');

/** A saved address as it is; a new one starts with the customer's own name, phone and email. */
function addressForm(profile: Profile | undefined): EntityFormSpec<Address, AddressInput> {
  return {
    initialValues: (address) => ({
      full_name: address?.full_name ?? (profile ? `${profile.first_name} ${profile.last_name}`.trim() : ''),
      phone_number: localPhone(address?.phone_number ?? profile?.phone_number ?? ''),
      email: address?.email ?? profile?.email ?? '',
      address: address?.address ?? '',
      city: address?.city ?? '',
      country: address?.country ?? '',
    }),
    schema: addressSchema,
  };
}

/** 'Новый адрес' / 'Изменить адрес': recipient, phone and email (checked as the server does), address, city, country. */
export function AddressDialog(props: RecordDialogProps<Address>) {
  const { t } = useTranslation();
  const profile = useProfile().data;
  const save = { create: useCreateOwnAddress(), update: useUpdateAddress() };
  return (
    <EntityDialog {...props} texts={addressTexts} spec={addressForm(profile)} save={save} size="lg">
      {(form) => (
        <>
          <TextInput
            label={t('user.address.fullName')}
            required
            autoComplete="name"
            data-autofocus
            {...form.getInputProps('full_name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PhoneInput label={t('user.address.phone')} required forcePlus={false} {...form.getInputProps('phone_number')} />
            <EmailInput label={t('user.address.email')} required autoComplete="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <Textarea
            label={t('user.address.address')}
            placeholder={t('user.address.addressPlaceholder')}
            required
            autoComplete="street-address"
            {...NOTE_PROPS}
            maxLength={500}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('user.address.city')} required autoComplete="address-level2" {...form.getInputProps('city')} />
            <TextInput
              label={t('user.address.country')}
              required
              autoComplete="country-name"
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
        </>
      )}
    </EntityDialog>
  );
}
