import { type Address, formatPhoneInput } from '@kerben/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses, useDeleteAddress } from '../../../api/addresses';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CatalogEmpty } from '../../../components/catalog/CatalogEmpty';
import { QueryView } from '../../../components/QueryView';
import { useRecordActions } from '../../../components/use-record-actions';
import { AddressDialog, addressTexts } from './AddressDialog';

function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`${address.address}, ${address.city}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {address.full_name}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {`${address.address}\n${address.city}, ${address.country}`}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[formatPhoneInput(address.phone_number), address.email].join(' · ')}
          </Text>
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}

/** 'Адреса': the customer's delivery addresses with add, edit and delete (a used one cannot be deleted). */
export function AddressesPanel() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const editing = useRecordActions({ texts: addressTexts, remove: useDeleteAddress() });
  const add = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={editing.create}>
      {t('user.addresses.add')}
    </Button>
  );
  return (
    <Stack gap="md">
      <QueryView
        query={addresses}
        errorTitle={t('user.addresses.loadFailed')}
        empty={
          <CatalogEmpty
            icon={<IconMapPin size={26} />}
            title={t('user.addresses.emptyTitle')}
            text={t('user.addresses.emptyText')}
            addLabel={t('user.addresses.add')}
            onAdd={editing.create}
          />
        }
      >
        {(list) => (
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" maw={560}>
                {t('user.addresses.lead')}
              </Text>
              {add}
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {list.map((address) => (
                <AddressCard key={address.id} address={address} actions={editing.actions(address)} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryView>
      <AddressDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </Stack>
  );
}
