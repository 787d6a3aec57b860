import type { Profile, WarehouseAddress } from '@kerben/domain';

/** Customer KB0042's profile (no phone, no passport), with `fields` over it. */
export function aCustomerProfile(fields: Partial<Profile> = {}): Profile {
  return {
    id: 2,
    unique_id: 'KB0042',
    first_name: 'Айгуль',
    last_name: 'Тестова',
    email: 'aigul@example.kg',
    phone_number: '',
    address: '',
    front_image: null,
    back_image: null,
    is_admin: false,
    role: 'customer',
    language: 'ru',
    created_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

/** The Chicago warehouse's shipping address as a customer copies it, with `fields` over it. */
export function theChicagoAddress(fields: Partial<WarehouseAddress> = {}): WarehouseAddress {
  return {
    id: 1,
    name: 'США, Чикаго',
    image: null,
    address: '2401 W Grand Ave',
    city: 'Chicago',
    state: 'IL',
    zip_code: '60612',
    phone: '+13125550134',
    number: '+13125550134',
    email: '',
    unit: 'Suite 100',
    ...fields,
  };
}
