import type { Address } from '@kerben/domain';
import { Select, type SelectProps } from '@mantine/core';

/** An address as a list shows it: 'Айгуль Асанова, Бишкек, ул. Киевская 1'. */
export const addressLabel = (address: Pick<Address, 'full_name' | 'city' | 'address'>) =>
  `${address.full_name}, ${address.city}, ${address.address}`;

export interface AddressSelectProps extends Omit<SelectProps, 'data'> {
  addresses: readonly Address[] | undefined;
}

/** One of a person's saved delivery addresses, its id as the value; clearable, in a portal (dialogs). */
export function AddressSelect({ addresses, ...props }: AddressSelectProps) {
  const data = (addresses ?? []).map((address) => ({ value: String(address.id), label: addressLabel(address) }));
  return <Select clearable comboboxProps={{ withinPortal: true }} disabled={data.length === 0} {...props} data={data} />;
}
