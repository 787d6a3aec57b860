import { type Warehouse, warehouseName } from '@kerben/domain';
import { Badge, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingWarehouse, IconMapPin, IconPackages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteWarehouse, useWarehouses } from '../../api/warehouses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { warehousePath } from '../../hooks/use-warehouse';
import { WarehouseDialog, warehouseTexts } from './warehouses/WarehouseDialog';

const GRID = { cols: { base: 1, sm: 2, xl: 3 }, spacing: 'md' } as const;

function WarehouseCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid {...GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} height={176} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** A card of the grid: icon, title and its details, the parcels it holds, its buttons. */
function WarehouseTile({
  icon,
  title,
  titleId,
  children,
  count,
  to,
  actions,
}: {
  icon: ReactNode;
  title: string;
  titleId: string;
  children: ReactNode;
  count: number;
  to: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {icon}
            <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          </Group>
          {actions}
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          {children}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Badge variant="light" color={count > 0 ? 'kerben' : 'gray'} size="lg" radius="sm" tt="none">
            {t('admin.warehouses.parcels', { count })}
          </Badge>
          <Button
            component={Link}
            to={to}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            aria-label={t('admin.warehouses.openNamed', { name: title })}
          >
            {t('admin.warehouses.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function WarehouseCard({ warehouse, actions }: { warehouse: Warehouse; actions: ReactNode }) {
  const { t } = useTranslation();
  const flag = warehouse.country?.icon;
  return (
    <WarehouseTile
      titleId={`warehouse-${warehouse.id}`}
      title={warehouseName(warehouse.id, warehouse.name)}
      count={warehouse.parcels_count}
      to={warehousePath(warehouse)}
      actions={actions}
      icon={
        flag ? (
          <Image
            src={flag}
            alt=""
            w={36}
            h={26}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-3)' }}
          />
        ) : (
          <ThemeIcon variant="light" size={36} radius="md">
            <IconBuildingWarehouse size={20} aria-hidden />
          </ThemeIcon>
        )
      }
    >
      <Text size="sm" fw={500}>
        {warehouse.country?.name ?? t('admin.warehouses.noCountry')}
      </Text>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {warehouse.address || t('admin.warehouses.noAddress')}
        </Text>
      </Group>
    </WarehouseTile>
  );
}

/** /admin/warehouses: a card per warehouse and one for all parcels; header action 'Добавить склад'. */
export function WarehousesPage() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const editing = useRecordActions({ texts: warehouseTexts, remove: useDeleteWarehouse() });
  usePageAction({ label: t('admin.actions.addWarehouse'), onClick: editing.create });

  return (
    <>
      <QueryView
        query={warehouses}
        loading={<WarehouseCardsSkeleton />}
        errorTitle={t('admin.warehouses.loadFailed')}
        isEmpty={() => false}
      >
        {(list) => (
          <Stack gap="md">
            <SimpleGrid {...GRID}>
              <WarehouseTile
                titleId="warehouse-all"
                title={t('admin.tabs.allParcels')}
                count={list.reduce((sum, warehouse) => sum + warehouse.parcels_count, 0)}
                to="/admin/warehouses/warehousesall"
                icon={
                  <ThemeIcon variant="filled" size={36} radius="md">
                    <IconPackages size={20} aria-hidden />
                  </ThemeIcon>
                }
              >
                <Text size="sm" c="dimmed">
                  {t('admin.warehouses.allText')}
                </Text>
              </WarehouseTile>
              {list.map((warehouse) => (
                <WarehouseCard key={warehouse.id} warehouse={warehouse} actions={editing.actions(warehouse)} />
              ))}
            </SimpleGrid>
            {list.length === 0 && (
              <Text c="dimmed" ta="center">
                {t('admin.warehouses.empty')}
              </Text>
            )}
          </Stack>
        )}
      </QueryView>
      <WarehouseDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
