import type { Profile, WarehouseAddress } from '@kerben/domain';
import { Code, Group, List, Paper, SimpleGrid, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { useWarehouseAddresses } from '../../api/warehouse-addresses';
import { CopyIconButton, CopyTextButton } from '../../components/CopyButton';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { QueryView } from '../../components/QueryView';
import { WarehouseAddressTitle } from '../../components/WarehouseAddressTitle';
import classes from './account.module.css';
import { warehouseAddressLines, warehouseAddressText } from './warehouses/address-lines';

type Customer = Pick<Profile, 'first_name' | 'last_name' | 'unique_id'>;

/** One warehouse: its picture and name, each line of the address with a copy button, and 'copy all'. */
function WarehouseAddressCard({ contact, customer }: { contact: WarehouseAddress; customer: Customer }) {
  const { t } = useTranslation();
  const lines = warehouseAddressLines(contact, customer);
  const titleId = `warehouse-address-${contact.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <WarehouseAddressTitle
          id={titleId}
          name={contact.name}
          image={contact.image}
          imageAlt={t('user.warehouses.imageAlt', { name: contact.name })}
          size={44}
        />
        <dl className={classes.fields}>
          {lines.map((line) => (
            <div key={line.key} className={classes.field}>
              <dt>{t(line.label)}</dt>
              <dd>
                <span className={classes.fieldValue}>
                  <WithCode value={line.value} code={customer.unique_id} />
                </span>
                <CopyIconButton value={line.value} label={`${t(line.label)} (${contact.name})`} />
              </dd>
            </div>
          ))}
        </dl>
        <CopyTextButton value={warehouseAddressText(lines)} fullWidth>
          {t('user.warehouses.copyAll')}
        </CopyTextButton>
      </Stack>
    </Paper>
  );
}

/** A line with the client code marked, so the customer sees what makes the parcel theirs. */
function WithCode({ value, code }: { value: string; code: string }) {
  const at = value.lastIndexOf(code);
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at)}
      <mark className={classes.codeMark}>{code}</mark>
      {value.slice(at + code.length)}
    </>
  );
}

function HowToUse({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="kerben.0"
      style={{ borderColor: 'var(--mantine-color-kerben-1)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="filled" size={32} radius="xl" style={{ flexShrink: 0 }}>
          <IconInfoCircle size={20} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={2} fz="md">
            {t('user.warehouses.howTitle')}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{t('user.warehouses.how1')}</List.Item>
            <List.Item>
              <Trans
                i18nKey="user.warehouses.how2"
                values={{ code }}
                components={{ code: <Code fw={700} c="kerben.8" bg="white" /> }}
              />
            </List.Item>
            <List.Item>{t('user.warehouses.how3')}</List.Item>
          </List>
        </Stack>
      </Group>
    </Paper>
  );
}

const GRID = { cols: { base: 1, md: 2 }, spacing: 'md' } as const;

function AddressesSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid {...GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2].map((key) => (
        <Skeleton key={key} height={360} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/**
 * /user/warehouses: our warehouses' addresses with the customer's code written in, a copy button
 * for each line and for the whole address, and how to use them at a shop's checkout.
 */
export function UserWarehousesPage() {
  const { t } = useTranslation();
  const contacts = useWarehouseAddresses();
  const profile = useProfile();
  const customer = profile.data;
  return (
    <Stack gap="lg">
      {customer && <HowToUse code={customer.unique_id} />}
      <QueryView
        // The lines need both the addresses and the customer's name and code.
        query={{
          data: customer && contacts.data,
          error: contacts.error ?? profile.error,
          isFetching: contacts.isFetching || profile.isFetching,
          refetch: () => Promise.all([contacts.refetch(), profile.refetch()]),
        }}
        loading={<AddressesSkeleton />}
        errorTitle={t('user.warehouses.loadFailed')}
        empty={
          <CatalogEmpty
            icon={<IconBuildingWarehouse size={26} />}
            title={t('user.warehouses.emptyTitle')}
            text={t('user.warehouses.emptyText')}
          />
        }
      >
        {(list) =>
          customer && (
            <SimpleGrid {...GRID}>
              {list.map((contact) => (
                <WarehouseAddressCard key={contact.id} contact={contact} customer={customer} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Stack>
  );
}
