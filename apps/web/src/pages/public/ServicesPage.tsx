import { Group, Paper, SimpleGrid, Table, ThemeIcon, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';
import { SERVICES, ServiceCardContent } from './ServiceCard';
import '../../i18n/ru/public-pages';

const INSURANCE = [
  ['publicPages.insurance100', 'publicPages.insurance100Price'],
  ['publicPages.insurance500', 'publicPages.insurance500Price'],
  ['publicPages.insurance1000', 'publicPages.insurance1000Price'],
  ['publicPages.insuranceMore', 'publicPages.insuranceMorePrice'],
] as const;

/** The services and prices the company publishes. */
export function ServicesPage() {
  const { t } = useTranslation();
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
            {INSURANCE.map(([label, price]) => (
              <Table.Tr key={label}>
                <Table.Td>{t(label)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {t(price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </InfoPage>
  );
}
