import { type Client, DESTINATION_COUNTRY_IDS, ORIGIN_COUNTRY_IDS, type Parcel } from '@kerben/domain';
import {
  Anchor,
  Fieldset,
  Group,
  Loader,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalculator } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../api/addresses';
import { useClientSearch } from '../../api/clients';
import { useTariffs } from '../../api/tariffs';
import { AddressSelect } from '../AddressSelect';
import { CountrySelect } from '../CountrySelect';
import { DateTextInput } from '../DateTextInput';
import { DeclarationFields } from '../declaration/DeclarationFields';
import { fileFieldProps, NOTE_PROPS } from '../EntityDialog';
import { ImagePicker } from '../ImagePicker';
import { PaidBadge } from './parcel-badges';
import { type ParcelFormValues, rulePrice, twoDecimals } from './parcel-form';
import type { ParcelOptions } from './parcel-options';

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

/** The price the rule gives for what is typed so far, and how it was reached. */
export function RulePriceHint({ values }: { values: ParcelFormValues }) {
  const { t } = useTranslation();
  const tariff = useTariffs();
  const rule = rulePrice(values, tariff.data?.current);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" aria-live="polite" data-testid="rule-price">
      <IconCalculator size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-kerben-7)" />
      {rule ? (
        <Text size="sm">
          {t('admin.parcels.form.rulePrice', { price: twoDecimals(rule.price) })}{' '}
          <Text span size="sm" c="dimmed">
            {rule.rate > 0
              ? t(rule.volumetric ? 'admin.parcels.form.ruleVolumetric' : 'admin.parcels.form.ruleWeight', {
                  rate: rule.rate,
                  weight: twoDecimals(rule.chargeable),
                })
              : t(
                  rule.missing === 'destination'
                    ? 'admin.parcels.form.chooseDestination'
                    : rule.missing === 'origin'
                      ? 'admin.parcels.form.chooseOrigin'
                      : 'admin.parcels.form.noRate',
                )}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.parcels.form.ruleNeedsWeight')}
        </Text>
      )}
    </Group>
  );
}

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

const clientName = (client: Pick<Client, 'first_name' | 'last_name'>) => `${client.first_name} ${client.last_name}`.trim();

/** A code typed as '#kb0001 ' is the client KB0001. */
const sameCode = (typed: string, code: string) => typed.trim().replace(/^#/, '').toUpperCase() === code.toUpperCase();

/** What the client fields need of a form (the wizard's, an expected parcel's): code, client, address. */
export interface ClientFieldValues {
  unique_id_user: string;
  clientId: number | null;
  address: string | null;
}

/**
 * Step 3: the client by the start of their code (the matches with name and phone, pick one; an
 * exact code picks its client by itself), then one of that client's addresses.
 */
export function ParcelClientFields<V extends ClientFieldValues>({
  form,
  record,
  fixedClient,
}: Pick<ParcelFieldsProps, 'record' | 'fixedClient'> & { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const code = form.values.unique_id_user;
  const search = useClientSearch(fixedClient ? '' : code);
  const clients = search.data ?? [];
  const addresses = useAddresses({ userId: form.values.clientId ?? undefined, enabled: form.values.clientId !== null });

  // V has these fields (and maybe more): a part of them is a part of V.
  const set = (values: Partial<ClientFieldValues>) => form.setValues(values as Partial<V>);
  const pick = (client: Client) => {
    set({ unique_id_user: client.unique_id, clientId: client.id, address: null });
    form.clearFieldError('unique_id_user');
  };
  const exact = search.isPlaceholderData ? undefined : clients.find((client) => sameCode(code, client.unique_id));
  const exactId = exact?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: picks once per exact match, not per render
  useEffect(() => {
    if (exact && form.values.clientId !== exact.id) pick(exact);
  }, [exactId]);
  const picked = clients.find((client) => client.id === form.values.clientId);

  const typed = code.trim().replace(/^#/, '');
  let status: string | null = null;
  if (typed.length < 2) status = t('admin.parcels.form.clientHint');
  else if (search.isSuccess && clients.length === 0 && !search.isPlaceholderData) status = t('admin.parcels.form.clientNone');

  // The only address of the client is the one to use.
  const onlyAddress = addresses.data?.length === 1 ? String(addresses.data[0]?.id) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per client's only address
  useEffect(() => {
    if (onlyAddress && form.values.clientId !== null && form.values.address === null) set({ address: onlyAddress });
  }, [onlyAddress]);

  const addressSelect = (
    <AddressSelect
      label={t('admin.parcels.form.address')}
      placeholder={
        form.values.clientId === null
          ? t('admin.parcels.form.addressNeedsClient')
          : addresses.isSuccess && addresses.data.length === 0
            ? t('admin.parcels.form.addressNone')
            : t('admin.parcels.form.choose')
      }
      addresses={form.values.clientId === null ? [] : addresses.data}
      {...form.getInputProps('address')}
    />
  );

  // Receiving an expected parcel: the client is the one who announced it.
  if (fixedClient) {
    return (
      <Stack gap="md">
        <TextInput
          label={t('admin.parcels.form.client')}
          value={`#${fixedClient.unique_id} · ${clientName(fixedClient)}`}
          description={t('admin.parcels.form.clientFixed')}
          readOnly
          data-autofocus
        />
        {addressSelect}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        label={t('admin.parcels.form.client')}
        required
        placeholder="KB0001"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        leftSection="#"
        rightSection={search.isFetching ? <Loader size={16} /> : null}
        description={status}
        {...form.getInputProps('unique_id_user')}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const keep = picked && sameCode(next, picked.unique_id);
          set({ unique_id_user: next, ...(keep ? {} : { clientId: null, address: null }) });
          form.clearFieldError('unique_id_user');
        }}
      />
      {clients.length > 0 && (
        <Radio.Group
          label={t('admin.parcels.form.clientMatches')}
          value={form.values.clientId === null ? null : String(form.values.clientId)}
          onChange={(value) => {
            const client = clients.find((candidate) => String(candidate.id) === value);
            if (client) pick(client);
          }}
        >
          <ScrollArea.Autosize mah={232} mt={6} type="auto" offsetScrollbars>
            <Stack gap={6}>
              {clients.map((client) => (
                <Radio.Card key={client.id} value={String(client.id)} radius="md" p="sm">
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Radio.Indicator mt={2} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        #{client.unique_id} · {clientName(client)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {[client.phone_number, client.email].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
      {!picked && record && form.values.clientId === record.client.id && (
        <Text size="sm">
          {t('admin.parcels.form.clientCurrent', { code: record.client.unique_id, name: clientName(record.client) })}
        </Text>
      )}
      {addressSelect}
    </Stack>
  );
}
