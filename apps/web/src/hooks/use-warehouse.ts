import { matchesWarehouseSlug, type Warehouse } from '@kerben/domain';
import { useParams } from 'react-router';
import { useWarehouses } from '../api/warehouses';

/** A warehouse's page: named by its first other name (/admin/warehouses/chicago), else by its name. */
export function warehousePath(warehouse: Pick<Warehouse, 'name' | 'aliases'>): string {
  return `/admin/warehouses/${encodeURIComponent(warehouse.aliases[0] ?? warehouse.name.toLowerCase())}`;
}

/**
 * The warehouse named by the last path segment (/admin/warehouses/chicago): its name or one of its
 * other names, any case, as the API lists them, so a created or renamed warehouse is found too.
 * `slug` is undefined on pages that name no warehouse (all parcels); `warehouse` is undefined
 * while the list loads and when no warehouse has that name.
 */
export function useWarehouseFromPath({ enabled = true }: { enabled?: boolean } = {}) {
  const { name: slug } = useParams();
  const query = useWarehouses({ enabled: enabled && slug !== undefined });
  const warehouse = slug === undefined ? undefined : query.data?.find((candidate) => matchesWarehouseSlug(candidate, slug));
  return { slug, warehouse, query };
}
