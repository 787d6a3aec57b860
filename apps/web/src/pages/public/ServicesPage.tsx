import { Badge, Group, Paper, SimpleGrid, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCamera, IconShieldCheck, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/public-pages';

const SERVICES = [
  { Icon: IconCamera, title: 'home.servicePhotoTitle', text: 'home.servicePhotoText', price: 'home.servicePhotoPrice' },
  { Icon: IconShieldCheck, title: 'home.serviceCheckTitle', text: 'home.serviceCheckText', price: 'home.serviceCheckPrice' },
  { Icon: IconShoppingCart, title: 'home.serviceBuyoutTitle', text: 'home.serviceBuyoutText', price: 'home.serviceBuyoutPrice' },
] as const;

const INSURANCE = [
  ['publicPages.insurance100', 'publicPages.insurance100Price'],
  ['publicPages.insurance500', 'publicPages.insurance500Price'],
  ['publicPages.insurance1000', 'publicPages.insurance1000Price'],
  ['publicPages.insuranceMore', 'publicPages.insuranceMorePrice'],
] as const;

/** The services and prices the company publishes (DESIGN.md section 7). */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('publicPages.servicesTitle')} text={t('publicPages.servicesText')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {SERVICES.map(({ Icon, title, text, price }) => (
          <Paper key={title} withBorder radius="lg" p="lg">
            <ThemeIcon size={44} radius="md" mb="md">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t(title)}
            </Text>
            <Text size="sm" c="dimmed" mt={6} mb="md">
              {t(text)}
            </Text>
            <Badge variant="light" size="lg" radius="sm" tt="none">
              {t(price)}
            </Badge>
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
