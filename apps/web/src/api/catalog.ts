// Types only: a value import would bring the domain package (zod) into the public /catalog chunk.
import type { SavedSite, Site } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Edit, toFormData } from './client';
import { useInvalidatingMutation } from './mutation';

// The shop catalogue: categories, countries, shop sites, company logos and promo products. Reads
// are public (the /catalog and /markets pages use them too); writes are the admin's.

export interface SiteFilters {
  category?: readonly number[];
  country?: readonly number[];
  /** Part of the shop's name. */
  search?: string;
  page?: number;
  /** Left out: the server's default page size (SITES_PAGE_SIZE). */
  pageSize?: number;
}

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  countries: () => [...catalogKeys.all, 'countries'] as const,
  sites: () => [...catalogKeys.all, 'sites'] as const,
  siteCounts: () => [...catalogKeys.sites(), 'counts'] as const,
  siteList: (filters: SiteFilters) =>
    [
      ...catalogKeys.sites(),
      {
        category: [...(filters.category ?? [])].sort((a, b) => a - b),
        country: [...(filters.country ?? [])].sort((a, b) => a - b),
        search: filters.search ?? '',
        page: filters.page ?? 1,
        pageSize: filters.pageSize ?? null,
      },
    ] as const,
  logos: () => [...catalogKeys.all, 'logos'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
};

// ---- Reads

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => api.get('/api/categories/list/', { signal }),
  });
}

export function useCountries() {
  return useQuery({
    queryKey: catalogKeys.countries(),
    queryFn: ({ signal }) => api.get('/api/countries/list/', { signal }),
    // Reference data with fixed ids: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function fetchSites(filters: SiteFilters, signal?: AbortSignal) {
  return api.get('/api/catalog/sites/list/', {
    signal,
    query: {
      category: filters.category,
      country: filters.country,
      search: filters.search || undefined,
      page: filters.page ?? 1,
      page_size: filters.pageSize,
    },
  });
}

/** One page of sites; the previous page stays on screen while the next one loads. */
export function useSites(filters: SiteFilters) {
  return useQuery({
    queryKey: catalogKeys.siteList(filters),
    queryFn: ({ signal }) => fetchSites(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many sites each country has: one answer for the whole country filter. */
export function useSiteCountsByCountry() {
  return useQuery({
    queryKey: catalogKeys.siteCounts(),
    queryFn: ({ signal }) => api.get('/api/catalog/sites/countries/', { signal }),
  });
}

export function useLogos() {
  return useQuery({
    queryKey: catalogKeys.logos(),
    queryFn: ({ signal }) => api.get('/api/logos/list/', { signal }),
  });
}

export function useProducts() {
  return useQuery({
    queryKey: catalogKeys.products(),
    queryFn: ({ signal }) => api.get('/api/products/list/', { signal }),
  });
}

// ---- Writes
//
// A create or an edit with a picture is ONE multipart request, so it succeeds or fails as a whole:
// the edited fields, the file if one was chosen, and remove_<field>=true for an optional field the
// admin emptied (toFormData). Without a new file the saved picture stays.

// Site cards show their category's name, so category changes refresh the site lists as well.
const categoryLists = () => [catalogKeys.categories(), catalogKeys.sites()] as const;

export interface CategoryValues {
  name: string;
}

export function useCreateCategory() {
  return useInvalidatingMutation(
    (values: CategoryValues) => api.post('/api/categories/create/', { body: values }),
    categoryLists,
  );
}

export function useUpdateCategory() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<CategoryValues>) => api.patch('/api/categories/update/{id}/', { path: { id }, body: values }),
    categoryLists,
  );
}

export function useDeleteCategory() {
  return useInvalidatingMutation((id: number) => api.delete('/api/categories/delete/{id}/', { path: { id } }), categoryLists);
}

export interface SiteValues {
  name: string;
  url: string;
  /** Select values: the id as text. */
  category: string | null;
  country: string | null;
  description: string;
  /** A newly chosen logo; null keeps the saved one (or none). */
  logo: File | null;
  /** The admin removed the saved logo (and chose no new one). */
  removeLogo: boolean;
}

/** Fields an edit may empty: they go as remove_<field>=true. */
const SITE_CLEARABLE = ['country', 'description', 'logo'] as const;

function siteFields({ logo, removeLogo, ...fields }: SiteValues) {
  // null asks to delete the saved logo; undefined keeps it.
  return { ...fields, logo: logo ?? (removeLogo ? null : undefined) };
}

/** A create or update answers the category and the country as ids (the older client's shape); the objects are their `_detail`. */
export const siteOfSaved = ({ category_detail, country_detail, ...saved }: SavedSite): Site => ({
  ...saved,
  category: category_detail,
  country: country_detail,
});

export function useCreateSite() {
  return useInvalidatingMutation(
    async (values: SiteValues) =>
      siteOfSaved(await api.post('/api/catalog/sites/create/', { body: toFormData(siteFields(values)) })),
    () => [catalogKeys.sites()],
  );
}

export function useUpdateSite() {
  return useInvalidatingMutation(
    async ({ id, values }: Edit<SiteValues>) =>
      siteOfSaved(
        await api.patch('/api/catalog/sites/update/{id}/', {
          path: { id },
          body: toFormData(siteFields(values), SITE_CLEARABLE),
        }),
      ),
    () => [catalogKeys.sites()],
  );
}

export function useDeleteSite() {
  return useInvalidatingMutation(
    (id: number) => api.delete('/api/catalog/sites/delete/{id}/', { path: { id } }),
    () => [catalogKeys.sites()],
  );
}

export interface LogoValues {
  link: string;
  /** The logo file: required for a new logo; on an edit null keeps the saved one. */
  logo: File | null;
}

/** The link is optional: an emptied one is removed. The logo itself cannot be (it is required). */
const LOGO_CLEARABLE = ['link'] as const;

const logoFields = ({ link, logo }: LogoValues) => ({ link, logo: logo ?? undefined });

export function useCreateLogo() {
  return useInvalidatingMutation(
    (values: LogoValues) => api.post('/api/logos/add/', { body: toFormData(logoFields(values)) }),
    () => [catalogKeys.logos()],
  );
}

export function useUpdateLogo() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<LogoValues>) =>
      api.patch('/api/logos/update_delete/{id}/', { path: { id }, body: toFormData(logoFields(values), LOGO_CLEARABLE) }),
    () => [catalogKeys.logos()],
  );
}

export function useDeleteLogo() {
  return useInvalidatingMutation(
    (id: number) => api.delete('/api/logos/update_delete/{id}/', { path: { id } }),
    () => [catalogKeys.logos()],
  );
}

export interface ProductValues {
  title: string;
  link: string;
  /** The picture: required for a new product; on an edit null keeps the saved one. */
  image: File | null;
}

// Every product field is required, so nothing is clearable.
const productFields = ({ title, link, image }: ProductValues) => ({ title, link, image: image ?? undefined });

export function useCreateProduct() {
  return useInvalidatingMutation(
    (values: ProductValues) => api.post('/api/products/add/', { body: toFormData(productFields(values)) }),
    () => [catalogKeys.products()],
  );
}

export function useUpdateProduct() {
  return useInvalidatingMutation(
    ({ id, values }: Edit<ProductValues>) =>
      api.patch('/api/products/delete_update/{id}/', { path: { id }, body: toFormData(productFields(values)) }),
    () => [catalogKeys.products()],
  );
}

export function useDeleteProduct() {
  return useInvalidatingMutation(
    (id: number) => api.delete('/api/products/delete_update/{id}/', { path: { id } }),
    () => [catalogKeys.products()],
  );
}
