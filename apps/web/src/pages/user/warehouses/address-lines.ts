import { formatPhoneInput, type Profile, unitWithCode, type WarehouseAddress } from '@kerben/domain';
import type { ParseKeys } from 'i18next';

// A warehouse address as a shop's checkout form asks for it, with the customer's code written in.

// Russian and Kyrgyz letters in Latin, the way people write their names in shop forms.
// biome-ignore format: a table reads better in rows
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', ң: 'ng', о: 'o', ө: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'u',
  ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/**
 * A name in Latin letters (Айгуль Төлөгөнова -> Aigul Tologonova): shops in the USA and Turkey take
 * addresses in Latin only. Latin text stays as it is.
 */
export function toLatin(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = LATIN[lower];
      if (latin === undefined) return char;
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

export interface AddressLine {
  key: 'name' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'phone';
  label: ParseKeys;
  value: string;
}

/**
 * The lines of a warehouse address for one customer, in the order of a checkout form. The client
 * code is written twice, as the warehouse reads labels: after the customer's name (in Latin; the
 * warehouse's name if the profile has none), and in the unit line (unitWithCode: 'Suite 100
 * KB0042'), which some shops cut off. Then city, state, zip and phone; empty optional lines are
 * left out.
 */
export function warehouseAddressLines(
  contact: WarehouseAddress,
  customer: Pick<Profile, 'first_name' | 'last_name' | 'unique_id'>,
): AddressLine[] {
  const ownName = toLatin(`${customer.first_name} ${customer.last_name}`.trim().replace(/\s+/g, ' '));
  const lines: AddressLine[] = [
    { key: 'name', label: 'user.warehouses.name', value: `${ownName || contact.name} ${customer.unique_id}` },
    { key: 'address1', label: 'user.warehouses.address1', value: contact.address },
    { key: 'address2', label: 'user.warehouses.address2', value: unitWithCode(contact.unit, customer.unique_id) },
    { key: 'city', label: 'user.warehouses.city', value: contact.city },
    { key: 'state', label: 'user.warehouses.state', value: contact.state },
    { key: 'zip', label: 'user.warehouses.zip', value: contact.zip_code },
    { key: 'phone', label: 'user.warehouses.phone', value: contact.phone ? formatPhoneInput(contact.phone) : '' },
  ];
  return lines.filter((line) => line.value.trim() !== '');
}

/** The whole address to paste at once, as it is written on an envelope. */
export function warehouseAddressText(lines: readonly AddressLine[]): string {
  const value = (key: AddressLine['key']) => lines.find((line) => line.key === key)?.value ?? '';
  const place = [value('city'), [value('state'), value('zip')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [value('name'), value('address1'), value('address2'), place, value('phone')].filter(Boolean).join('\n');
}
