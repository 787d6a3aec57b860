import { keepPreviousData, type QueryClient, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from './client';

// The shop catalogue: categories, countries, shop sites, company logos and promo products. Reads
// are public (the /catalog and /markets pages use them too); writes are the admin's.

export interface Category {
  id: number;
  name: string;
}

export interface Country {
  id: number;
  name: string;
  icon: string | null;
}

export interface Site {
  id: number;
  name: string;
  url: string;
  description: string;
  /** A /media/... path, or null without a logo. */
  logo: string | null;
  category: Category;
  country: Country | null;
}

export interface CompanyLogo {
  id: number;
  link: string;
  logo: string;
}

export interface Product {
  id: number;
  title: string;
  link: string;
  image: string;
}

export interface Page<T> {
  count: number;
  total_pages: number;
  current_page: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface SiteFilters {
  category?: readonly number[];
  country?: readonly number[];
  page?: number;
  pageSize?: number;
}

export const SITES_PAGE_SIZE = 12;

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  countries: () => [...catalogKeys.all, 'countries'] as const,
  sites: () => [...catalogKeys.all, 'sites'] as const,
  siteList: (filters: SiteFilters) =>
    [
      ...catalogKeys.sites(),
      {
        category: [...(filters.category ?? [])].sort((a, b) => a - b),
        country: [...(filters.country ?? [])].sort((a, b) => a - b),
        page: filters.page ?? 1,
        pageSize: filters.pageSize ?? SITES_PAGE_SIZE,
      },
    ] as const,
  logos: () => [...catalogKeys.all, 'logos'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
};

// ---- Reads

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => api.get<Category[]>('/api/categories/list/', { signal }),
  });
}

export function useCountries() {
  return useQuery({
    queryKey: catalogKeys.countries(),
    queryFn: ({ signal }) => api.get<Country[]>('/api/countries/list/', { signal }),
    // Reference data with fixed ids: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function fetchSites(filters: SiteFilters, signal?: AbortSignal) {
  return api.get<Page<Site>>('/api/catalog/sites/list/', {
    signal,
    query: {
      category: filters.category,
      country: filters.country,
      page: filters.page ?? 1,
      page_size: filters.pageSize ?? SITES_PAGE_SIZE,
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

/** How many sites each set of countries has (one tiny request per set: page_size=1, read `count`). */
export function useSiteCounts(countrySets: readonly (readonly number[])[]) {
  return useQueries({
    queries: countrySets.map((country) => {
      const filters = { country, pageSize: 1 };
      return {
        queryKey: catalogKeys.siteList(filters),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchSites(filters, signal),
        select: (page: Page<Site>) => page.count,
      };
    }),
  });
}

export function useLogos() {
  return useQuery({
    queryKey: catalogKeys.logos(),
    queryFn: ({ signal }) => api.get<CompanyLogo[]>('/api/logos/list/', { signal }),
  });
}

export function useProducts() {
  return useQuery({
    queryKey: catalogKeys.products(),
    queryFn: ({ signal }) => api.get<Product[]>('/api/products/list/', { signal }),
  });
}

// ---- Writes

/**
 * Saves changes to an existing record: the text fields as JSON (so an emptied comment or a removed
 * country really is cleared; in multipart an empty value means "not sent"), then, only when a new
 * file was chosen, the file as multipart. No new file keeps the current image.
 */
async function patchWithFile<T>(path: string, fields: Record<string, unknown>, file?: { name: string; value: File | null }) {
  const saved = await api.patch<T>(path, fields);
  if (!file?.value) return saved;
  return api.patch<T>(path, toFormData({ [file.name]: file.value }));
}

function useCatalogMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  invalidate: (queryClient: QueryClient) => readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // onSettled, not onSuccess: an edit that saved its text but failed on the file changed data too.
    onSettled: () => Promise.all(invalidate(queryClient).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

// Site cards show their category's name, so category changes refresh the site lists as well.
const categoryLists = () => [catalogKeys.categories(), catalogKeys.sites()] as const;

export interface CategoryValues {
  name: string;
}

export function useCreateCategory() {
  return useCatalogMutation((values: CategoryValues) => api.post<Category>('/api/categories/create/', values), categoryLists);
}

export function useUpdateCategory() {
  return useCatalogMutation(
    ({ id, values }: { id: number; values: CategoryValues }) => api.patch<Category>(`/api/categories/update/${id}/`, values),
    categoryLists,
  );
}

export function useDeleteCategory() {
  return useCatalogMutation((id: number) => api.delete<void>(`/api/categories/delete/${id}/`), categoryLists);
}

export interface SiteValues {
  name: string;
  url: string;
  category: string | null;
  country: string | null;
  description: string;
  logo: File | null;
}

export function useCreateSite() {
  return useCatalogMutation(
    (values: SiteValues) => api.post<Site>('/api/catalog/sites/create/', toFormData({ ...values })),
    () => [catalogKeys.sites()],
  );
}

export function useUpdateSite() {
  return useCatalogMutation(
    ({ id, values: { logo, ...fields } }: { id: number; values: SiteValues }) =>
      patchWithFile<Site>(
        `/api/catalog/sites/update/${id}/`,
        { ...fields, country: fields.country || null },
        { name: 'logo', value: logo },
      ),
    () => [catalogKeys.sites()],
  );
}

export function useDeleteSite() {
  return useCatalogMutation(
    (id: number) => api.delete<void>(`/api/catalog/sites/delete/${id}/`),
    () => [catalogKeys.sites()],
  );
}

export interface LogoValues {
  link: string;
  logo: File | null;
}

export function useCreateLogo() {
  return useCatalogMutation(
    (values: LogoValues) => api.post<CompanyLogo>('/api/logos/add/', toFormData({ ...values })),
    () => [catalogKeys.logos()],
  );
}

export function useUpdateLogo() {
  return useCatalogMutation(
    ({ id, values: { logo, ...fields } }: { id: number; values: LogoValues }) =>
      patchWithFile<CompanyLogo>(`/api/logos/update_delete/${id}/`, fields, { name: 'logo', value: logo }),
    () => [catalogKeys.logos()],
  );
}

export function useDeleteLogo() {
  return useCatalogMutation(
    (id: number) => api.delete<void>(`/api/logos/update_delete/${id}/`),
    () => [catalogKeys.logos()],
  );
}

export interface ProductValues {
  title: string;
  link: string;
  image: File | null;
}

export function useCreateProduct() {
  return useCatalogMutation(
    (values: ProductValues) => api.post<Product>('/api/products/add/', toFormData({ ...values })),
    () => [catalogKeys.products()],
  );
}

export function useUpdateProduct() {
  return useCatalogMutation(
    ({ id, values: { image, ...fields } }: { id: number; values: ProductValues }) =>
      patchWithFile<Product>(`/api/products/delete_update/${id}/`, fields, { name: 'image', value: image }),
    () => [catalogKeys.products()],
  );
}

export function useDeleteProduct() {
  return useCatalogMutation(
    (id: number) => api.delete<void>(`/api/products/delete_update/${id}/`),
    () => [catalogKeys.products()],
  );
}
