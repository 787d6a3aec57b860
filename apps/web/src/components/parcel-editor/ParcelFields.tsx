import { type Client, DESTINATION_COUNTRY_IDS, ORIGIN_COUNTRY_IDS, type Parcel } from '@kerben/domain';
import { Anchor, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTariffs } from '../../api/tariffs';
import { CountrySelect } from '../CountrySelect';
import { DateTextInput } from '../DateTextInput';
import { DeclarationFields } from '../declaration/DeclarationFields';
import { fileFieldProps, NOTE_PROPS } from '../EntityDialog';
import { ImagePicker } from '../ImagePicker';
import { PaidBadge } from './parcel-badges';
import { type ParcelFormValues, rulePrice, twoDecimals } from './parcel-form';
import type { ParcelOptions } from './parcel-options';
import { RulePriceHint } from './RulePriceHint';

// The fields of a parcel in three groups: the wizard shows one group per step, the edit form all
// three one under another. Each group takes the form, the select choices and the saved parcel.

export interface ParcelFieldsProps {
  form: UseFormReturnType<ParcelFormValues>;
  options: ParcelOptions;
  /** The saved parcel on an edit (its photo and receipt show until replaced). */
  record?: Parcel | null;
  pending?: boolean;
  /** Receiving an expected parcel: its client, who cannot be changed, and the announced fields first. */
  fixedClient?: Pick<Client, 'id' | 'unique_id' | 'first_name' | 'last_name'>;
}

const selectProps = { comboboxProps: { withinPortal: true }, allowDeselect: false } as const;

/** The photo or the receipt: a new file replaces the saved one, which shows until then. */
function ParcelImage({
  form,
  field,
  label,
  current,
  pending,
}: Pick<ParcelFieldsProps, 'form' | 'pending'> & { field: 'image' | 'image_check'; label: string; current?: string | null }) {
  const { t } = useTranslation();
  return (
    <ImagePicker
      label={label}
      {...fileFieldProps(form, field)}
      hint={t('admin.parcels.form.imageHint')}
      currentUrl={current}
      disabled={pending}
    />
  );
}

/**
 * Step 1: what the parcel is, where it is from and going, what it weighs and measures, its photo.
 * Receiving an expected parcel, what the client announced is filled in and goes under the
 * measures, so the name and then the weight are one Tab apart.
 */
export function ParcelDataFields({ form, options, record, pending, fixedClient }: ParcelFieldsProps) {
  const { t } = useTranslation();
  const measure = (field: 'weight' | 'width' | 'length' | 'height', label: string) => (
    <TextInput label={label} inputMode="decimal" autoComplete="off" {...form.getInputProps(field)} />
  );
  const grid = { cols: { base: 1, xs: 2 }, spacing: 'md', verticalSpacing: 'sm' } as const;
  const name = <TextInput label={t('admin.parcels.form.name')} required data-autofocus {...form.getInputProps('name')} />;
  const route = (
    <>
      <Select
        label={t('admin.parcels.form.warehouse')}
        required
        data={options.warehouses}
        {...selectProps}
        {...form.getInputProps('warehouse')}
      />
      <TextInput
        label={t('admin.parcels.form.track')}
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('track_number')}
      />
      <Select
        label={t('admin.parcels.form.courier')}
        placeholder={t('admin.parcels.form.choose')}
        data={options.couriers}
        clearable
        {...selectProps}
        {...form.getInputProps('courier_service')}
      />
      <CountrySelect
        label={t('admin.parcels.form.origin')}
        placeholder={t('admin.parcels.form.choose')}
        only={ORIGIN_COUNTRY_IDS}
        {...form.getInputProps('country_of_origin')}
      />
      <CountrySelect
        label={t('admin.parcels.form.destination')}
        placeholder={t('admin.parcels.form.choose')}
        only={DESTINATION_COUNTRY_IDS}
        {...form.getInputProps('country_of_destination')}
      />
    </>
  );
  const measures = (
    <>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md" verticalSpacing="sm">
        {measure('weight', t('admin.parcels.form.weight'))}
        {measure('width', t('admin.parcels.form.width'))}
        {measure('length', t('admin.parcels.form.length'))}
        {measure('height', t('admin.parcels.form.height'))}
      </SimpleGrid>
      <RulePriceHint values={form.values} />
    </>
  );
  const photo = (
    <ParcelImage form={form} field="image" label={t('admin.parcels.form.photo')} current={record?.image} pending={pending} />
  );
  // What the client declared, to check against what is in the box and correct.
  const declaration = <DeclarationFields form={form} disabled={pending} />;
  if (fixedClient) {
    return (
      <Stack gap="md">
        {name}
        {measures}
        {declaration}
        <Fieldset legend={t('admin.parcels.form.announced')} radius="md">
          <SimpleGrid {...grid}>{route}</SimpleGrid>
        </Fieldset>
        {photo}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid {...grid}>
        {name}
        {route}
      </SimpleGrid>
      {measures}
      {declaration}
      {photo}
    </Stack>
  );
}

/** Step 2: status, price (empty: by the rule), dates, paid flag, receipt, comments. */
export function ParcelStatusFields({ form, options, record, pending }: ParcelFieldsProps) {
  const { t } = useTranslation();
  const tariff = useTariffs();
  // Without a rate for the route (or with the route not chosen yet) the tariff gives no price to offer.
  const priced = rulePrice(form.values, tariff.data?.current);
  const rule = priced && priced.rate > 0 ? priced : undefined;
  const overridden = form.values.price.trim() !== '';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('admin.parcels.form.status')}
          data={options.statuses}
          data-autofocus
          {...selectProps}
          {...form.getInputProps('status')}
        />
        <TextInput
          label={t('admin.parcels.form.price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={rule ? twoDecimals(rule.price) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            rule ? (
              <>
                {t(overridden ? 'admin.parcels.form.priceOverride' : 'admin.parcels.form.priceByRule', {
                  price: twoDecimals(rule.price),
                })}{' '}
                {overridden && (
                  <Anchor component="button" type="button" size="xs" onClick={() => form.setFieldValue('price', '')}>
                    {t('admin.parcels.form.priceReset')}
                  </Anchor>
                )}
              </>
            ) : (
              t('admin.parcels.form.priceEmpty')
            )
          }
          {...form.getInputProps('price')}
        />
        <DateTextInput label={t('admin.parcels.form.dateSent')} {...form.getInputProps('date_sent')} />
        <DateTextInput label={t('admin.parcels.form.dateArrived')} {...form.getInputProps('date_arrived')} />
      </SimpleGrid>
      {record && (
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('admin.parcels.form.paid')}
            </Text>
            <PaidBadge parcel={record} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('admin.parcels.form.paidHint')}
          </Text>
        </Stack>
      )}
      <ParcelImage
        form={form}
        field="image_check"
        label={t('admin.parcels.form.receipt')}
        current={record?.image_check}
        pending={pending}
      />
      <Textarea label={t('admin.parcels.form.comments')} {...NOTE_PROPS} maxLength={2000} {...form.getInputProps('comments')} />
    </Stack>
  );
}
