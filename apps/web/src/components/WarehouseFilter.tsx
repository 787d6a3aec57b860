import { warehouseName } from '@kerben/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useWarehouses } from '../api/warehouses';

interface WarehouseFilterProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The chosen warehouse's id as the address holds it, '' for any. */
  value: string;
  onChange: (warehouse: string) => void;
}

/** A staff list's warehouse filter: every warehouse by its name, cleared back to any. */
export function WarehouseFilter({ value, onChange, ...props }: WarehouseFilterProps) {
  const warehouses = useWarehouses();
  return (
    <Select
      data={(warehouses.data ?? []).map((warehouse) => ({
        value: String(warehouse.id),
        label: warehouseName(warehouse.id, warehouse.name),
      }))}
      value={value || null}
      onChange={(warehouse) => onChange(warehouse ?? '')}
      {...props}
    />
  );
}
