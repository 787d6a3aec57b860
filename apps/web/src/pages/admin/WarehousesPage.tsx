import { WAREHOUSES } from '@kerben/domain';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingWarehouse, IconPackages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /admin/warehouses: pick a warehouse (or all parcels). */
export function WarehousesPage() {
  const { t } = useTranslation();
  const cards = [
    { to: '/admin/warehouses/warehousesall', label: t('admin.tabs.allParcels'), Icon: IconPackages },
    ...WAREHOUSES.map((warehouse) => ({
      to: `/admin/warehouses/${warehouse.aliases[0]}`,
      label: warehouse.name,
      Icon: IconBuildingWarehouse,
    })),
  ];
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('admin.warehousesIntro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {cards.map(({ to, label, Icon }) => (
          <Paper key={to} component={Link} to={to} withBorder radius="lg" p="lg" style={{ textDecoration: 'none' }}>
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{label}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
