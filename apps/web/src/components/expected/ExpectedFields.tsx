import { DESTINATION_COUNTRY_IDS, estimateDuty } from '@kerben/domain';
import { Group, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../api/catalog';
import { useCustomsRule } from '../../api/customs';
import type { ExpectedValues } from '../../api/expected';
import { useCouriers } from '../../api/reference';
import { useWarehouses } from '../../api/warehouses';
import { typedValueUsd } from '../../lib/declaration-form';
import { CountrySelect } from '../CountrySelect';
import { DeclarationFields } from '../declaration/DeclarationFields';
import { DutyNotice } from '../declaration/DutyNotice';
import { NOTE_PROPS } from '../EntityDialog';
import { originChoices } from './expected-form';

export interface ExpectedFieldsProps<V extends ExpectedValues> {
  form: UseFormReturnType<V>;
  /** Before the courier: the client (admins). */
  client?: ReactNode;
  /** After the origin: the warehouse (admins choose any; a customer's follows the origin). */
  warehouse?: ReactNode;
  /** Before the comment: the delivery address, of the customer or of the chosen client. */
  address: ReactNode;
}

/** The duty the declaration typed so far would pay, by its value (the parcel is not weighed yet). */
function AnnouncedDuty<V extends ExpectedValues>({ form }: { form: UseFormReturnType<V> }) {
  const rule = useCustomsRule();
  if (!rule.data) return null;
  const destination = form.values.country_of_destination ? Number(form.values.country_of_destination) : null;
  const duty = estimateDuty({ value_usd: typedValueUsd(form.values.items), destination }, rule.data);
  return <DutyNotice duty={duty} rule={rule.data} unweighed />;
}

/**
 * The fields of an expected parcel, for customers and operators alike: courier, track number,
 * origin (each with the warehouse its parcels arrive at), destination, address, what is inside
 * (at least one item) with the duty it would pay, and comment.
 */
export function ExpectedFields<V extends ExpectedValues>({ form, client, warehouse, address }: ExpectedFieldsProps<V>) {
  const { t } = useTranslation();
  const couriers = useCouriers();
  const countries = useCountries();
  const warehouses = useWarehouses();
  const origins = originChoices(countries.data ?? [], warehouses.data ?? []);
  const courierData = (couriers.data ?? []).map((courier) => ({ value: String(courier.id), label: courier.name }));
  return (
    <>
      {client}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('area.expected.form.courier')}
          placeholder={t('area.expected.form.choose')}
          required
          data={courierData}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus={client ? undefined : true}
          {...form.getInputProps('courier_service')}
        />
        <TextInput
          label={t('area.expected.form.track')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.getInputProps('tracking_number')}
        />
      </SimpleGrid>
      <Radio.Group label={t('area.expected.form.origin')} required {...form.getInputProps('country_of_origin')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={6}>
          {origins.map((origin) => (
            <Radio.Card key={origin.value} value={origin.value} radius="md" p="sm">
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {origin.label}
                  </Text>
                  <Group gap={4} wrap="nowrap" c="dimmed">
                    <IconBuildingWarehouse size={14} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="xs">{t('area.expected.form.toWarehouse', { name: origin.warehouse })}</Text>
                  </Group>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {warehouse}
      <CountrySelect
        label={t('area.expected.form.destination')}
        placeholder={t('area.expected.form.choose')}
        only={DESTINATION_COUNTRY_IDS}
        {...form.getInputProps('country_of_destination')}
      />
      {address}
      <DeclarationFields form={form} required />
      <AnnouncedDuty form={form} />
      <Textarea
        label={t('area.expected.form.comments')}
        placeholder={t('area.expected.form.commentsPlaceholder')}
        {...NOTE_PROPS}
        maxLength={2000}
        {...form.getInputProps('comments')}
      />
    </>
  );
}
