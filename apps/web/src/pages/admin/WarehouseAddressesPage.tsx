import { formatPhoneInput, type WarehouseAddress } from '@kerben/domain';
import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAt, IconBuildingWarehouse, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWarehouseAddress, useWarehouseAddresses } from '../../api/warehouse-addresses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { IconText } from '../../components/IconText';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { WarehouseAddressTitle } from '../../components/WarehouseAddressTitle';
import { usePageAction } from '../../hooks/page-action';
import { WarehouseAddressDialog, warehouseAddressTexts } from './warehouse-addresses/WarehouseAddressDialog';

const GRID = { cols: { base: 1, sm: 2, xl: 3 }, spacing: 'md' } as const;

function ContactCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid {...GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} height={200} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** A warehouse address as customers will copy it (without their code), with its picture and buttons. */
function ContactCard({ contact, actions }: { contact: WarehouseAddress; actions: ReactNode }) {
  const { t } = useTranslation();
  const titleId = `contact-${contact.id}`;
  const place = [contact.city, [contact.state, contact.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <WarehouseAddressTitle
            id={titleId}
            name={contact.name}
            image={contact.image}
            imageAlt={t('admin.contacts.imageAlt', { name: contact.name })}
            size={56}
          />
          {actions}
        </Group>
        <IconText icon={<IconMapPin size={16} />}>{[contact.address, contact.unit, place].filter(Boolean).join('\n')}</IconText>
        <IconText icon={<IconPhone size={16} />}>{formatPhoneInput(contact.phone)}</IconText>
        {contact.email && <IconText icon={<IconAt size={16} />}>{contact.email}</IconText>}
      </Stack>
    </Paper>
  );
}

/** /admin/contact: the warehouse addresses customers ship to; header action 'Добавить адрес'. */
export function WarehouseAddressesPage() {
  const { t } = useTranslation();
  const contacts = useWarehouseAddresses();
  const editing = useRecordActions({ texts: warehouseAddressTexts, remove: useDeleteWarehouseAddress() });
  const addLabel = t('admin.actions.addContact');
  usePageAction({ label: addLabel, onClick: editing.create });

  return (
    <>
      <QueryView
        query={contacts}
        loading={<ContactCardsSkeleton />}
        errorTitle={t('admin.contacts.loadFailed')}
        empty={
          <CatalogEmpty
            icon={<IconBuildingWarehouse size={26} />}
            title={t('admin.contacts.emptyTitle')}
            text={t('admin.contacts.emptyText')}
            addLabel={addLabel}
            onAdd={editing.create}
          />
        }
      >
        {(list) => (
          <SimpleGrid {...GRID}>
            {list.map((contact) => (
              <ContactCard key={contact.id} contact={contact} actions={editing.actions(contact)} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      <WarehouseAddressDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
