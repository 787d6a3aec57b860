import { findWarehouseIdBySlug, WAREHOUSES } from '@kerben/domain';
import { useParams } from 'react-router';

/** The warehouse named by the last path segment (/admin/warehouses/chicago), if it is known. */
export function useWarehouseFromPath() {
  const { name = '' } = useParams();
  const id = findWarehouseIdBySlug(name);
  return WAREHOUSES.find((warehouse) => warehouse.id === id);
}
