import type { Client } from '@kerben/domain';
import { Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../api/addresses';
import { useClientSearch } from '../../api/clients';
import { AddressSelect } from '../AddressSelect';
import type { ParcelFieldsProps } from './ParcelFields';

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
