import type { CardInput } from '@kerben/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type Edit } from './client';
import { useInvalidatingMutation } from './mutation';

// A customer's saved billing cards. The server keeps only the brand, the first 6 and last 4
// digits, the expiry and the holder; every answer shows the number masked.

export const billingKeys = {
  all: ['billing'] as const,
  cards: () => [...billingKeys.all, 'cards'] as const,
};

/**
 * One's own cards (a plain array, masked numbers). `watch`: asked again every 2 seconds (back from
 * the provider's card-saving page, the card arrives by the provider's callback).
 */
export function useCards({ watch = false } = {}) {
  return useQuery({
    queryKey: billingKeys.cards(),
    queryFn: ({ signal }) => api.get('/api/billing/my_billings/', { signal }),
    refetchInterval: watch ? 2000 : false,
  });
}

/** The card form: the number as typed (grouped by four), expiry month and year apart, holder, CVV. */
export interface CardValues {
  number: string;
  month: string;
  year: string;
  full_name: string;
  cvv: string;
}

/** The two expiry inputs joined by a dash as the API takes them: 'MM-YYYY' ('5' becomes '05'). */
export function joinExpiry(month: string, year: string): string {
  if (!month && !year) return '';
  return `${month.length === 1 ? `0${month}` : month}-${year}`;
}

const digitsOf = (number: string) => number.replace(/\D/g, '');

/** The body of POST /api/billing/add/. */
export function cardRequest(values: CardValues): CardInput {
  return {
    number: digitsOf(values.number),
    end_date: joinExpiry(values.month, values.year),
    full_name: values.full_name,
    cvv: values.cvv,
  };
}

/**
 * The body of PATCH /api/billing/update/{id}/: the expiry and the holder; the number (with its CVV)
 * only when a new one was typed: the saved one is never shown, so an empty field keeps it.
 */
export function cardChanges(values: CardValues): Partial<CardInput> {
  const { number, cvv, ...rest } = cardRequest(values);
  return number ? { number, cvv, ...rest } : rest;
}

const lists = () => [billingKeys.all];
// The mutations hold the typed number and CVV as their input: forgotten once the dialog lets go.
const FORGET = { gcTime: 0 };

export function useAddCard() {
  return useInvalidatingMutation(
    (values: CardValues) => api.post('/api/billing/add/', { body: cardRequest(values) }),
    lists,
    FORGET,
  );
}

export function useUpdateCard() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<CardValues>) => api.patch('/api/billing/update/{id}/', { path: { id }, body: cardChanges(values) }),
    lists,
    FORGET,
  );
}

export function useDeleteCard() {
  return useInvalidatingMutation((id: number) => api.delete('/api/billing/delete/{id}/', { path: { id } }), lists);
}
