import { useParams } from 'react-router';
import { useWarehouseFromPath } from '../../app/layouts/use-warehouse';
import { ComingSoon } from '../../components/ComingSoon';
import { NotFoundPage } from '../NotFoundPage';

/**
 * /admin/warehouses/{name} (one warehouse, found by name or alias) and
 * /admin/warehouses/warehousesall: parcels, header action "Добавить посылку".
 */
export function WarehouseParcelsPage() {
  const { name } = useParams();
  const warehouse = useWarehouseFromPath();
  if (name && !warehouse) return <NotFoundPage />;
  return <ComingSoon />;
}
