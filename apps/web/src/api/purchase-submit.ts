import { api, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';

// Sending a buy-out request: apart from the areas' hooks, so the public home page's form brings
// nothing of the customer or admin area with it.

export const purchaseKeys = {
  all: ['purchases'] as const,
  mine: (page: number) => [...purchaseKeys.all, 'mine', page] as const,
  list: (filters: object) => [...purchaseKeys.all, 'list', filters] as const,
  details: (id: number) => [...purchaseKeys.all, 'details', id] as const,
};

/** What the request form holds: its text fields as typed and the two screenshots. */
export interface PurchaseFormValues {
  full_name: string;
  url: string;
  name_of_purchase: string;
  count: number | string;
  email: string;
  description: string;
  telegram: string;
  phone_number: string;
  purchase_image: File | null;
  purchase_image_2: File | null;
}

/** One multipart request: the fields and the screenshots chosen (images only when chosen). */
export function useSubmitPurchase() {
  return useInvalidatingMutation(
    (values: PurchaseFormValues) => api.post('/api/purchase/add/', { body: toFormData({ ...values }) }),
    () => [purchaseKeys.all],
  );
}
