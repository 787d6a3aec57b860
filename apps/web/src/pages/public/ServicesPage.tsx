import { Group, Paper, SimpleGrid, Table, ThemeIcon, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublishedPrices } from '../../hooks/use-published-prices';
import { InfoPage } from './InfoPage';
import { SERVICES, ServiceCardContent } from './ServiceCard';
import '../../i18n/ru/public-pages';

/** The services and prices the company publishes. */
export function ServicesPage() {
  const { t } = useTranslation();
  // One row per tier of the tariff in force: admins may add or remove tiers.
  const { insurance } = usePublishedPrices();
  return (
    <InfoPage title={t('publicPages.servicesTitle')} text={t('publicPages.servicesText')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {SERVICES.map((service) => (
          <Paper key={service.title} withBorder radius="lg" p="lg">
            <ServiceCardContent service={service} />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="lg" mt="xl" maw={560}>
        <Group gap="sm" mb="sm">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconTruckDelivery size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('publicPages.insuranceTitle')}
          </Title>
        </Group>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('publicPages.insuranceValue')}</Table.Th>
              <Table.Th ta="right">{t('publicPages.insurancePrice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {insurance.map(({ label, price }) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {price}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </InfoPage>
  );
}
