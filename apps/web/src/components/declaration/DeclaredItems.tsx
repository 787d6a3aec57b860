import { type DeclaredItem, toCents } from '@kerben/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../parcels/parcel-format';
import '../../i18n/ru/declaration';

/** A declaration as a small table: item, quantity, price, sum; the declared value under it. */
export function DeclaredItems({ items, value }: { items: readonly DeclaredItem[]; value: number }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('declaration.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" aria-label={t('declaration.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('declaration.columns.description')}</Table.Th>
            <Table.Th ta="right">{t('declaration.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('declaration.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('declaration.columns.sum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            // Items have no id; a declaration never reorders while shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.description}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatPrice(item.unit_price_usd)}</Table.Td>
              <Table.Td ta="right">{formatPrice((item.quantity * toCents(item.unit_price_usd)) / 100)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={4} ta="right" fw={600}>
              {t('declaration.total', { value: formatPrice(value) })}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
