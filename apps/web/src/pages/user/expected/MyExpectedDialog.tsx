import type { ExpectedParcel } from '@kerben/domain';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../../api/addresses';
import { type ExpectedValues, useCreateExpected, useUpdateExpected } from '../../../api/expected';
import { AddressSelect } from '../../../components/AddressSelect';
import { EntityDialog, type EntityFormSpec } from '../../../components/EntityDialog';
import { ExpectedFields } from '../../../components/expected/ExpectedFields';
import { expectedFormSchema, expectedValuesOf } from '../../../components/expected/expected-form';
import { entityTexts } from '../../../hooks/entity-texts';
import type { RecordDialogProps } from '../../../hooks/use-dialog-state';

/** The texts of a customer's expected parcels: this dialog, the list's buttons, the delete question. */
export const myExpectedTexts = entityTexts('user.expected.item', (expected: ExpectedParcel) => expected.tracking_number);

const form: EntityFormSpec<ExpectedParcel, ExpectedValues> = {
  initialValues: expectedValuesOf,
  schema: expectedFormSchema,
};

/**
 * 'Добавить посылку' (and its edit): courier, track number, origin (which decides the warehouse,
 * shown under each), destination, one of the customer's own addresses, comment.
 */
export function MyExpectedDialog(props: RecordDialogProps<ExpectedParcel>) {
  const { t } = useTranslation();
  const addresses = useAddresses({ enabled: props.opened });
  const save = { create: useCreateExpected(), update: useUpdateExpected() };
  const none = addresses.isSuccess && addresses.data.length === 0;
  return (
    <EntityDialog {...props} texts={myExpectedTexts} spec={form} save={save} size="lg">
      {(values) => (
        <ExpectedFields
          form={values}
          address={
            <AddressSelect
              label={t('area.expected.form.address')}
              placeholder={none ? t('user.expected.noAddresses') : t('area.expected.form.choose')}
              description={none ? t('user.expected.noAddressesHint') : undefined}
              addresses={addresses.data}
              {...values.getInputProps('address')}
            />
          }
        />
      )}
    </EntityDialog>
  );
}
