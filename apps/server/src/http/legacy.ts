// The older web client (written against the original Django API) sends a filter or a page number
// whose value is not ready yet as the literal text `null` or `undefined`, or empty
// (`?warehouse=null`, `?user=undefined`, `?page=undefined&`), then the real request. On the
// original API's own read routes such a value means "not given"; Kerben's web app never sends one,
// so its own routes keep refusing it, and any other malformed value is still a 400 with its message.

/** The original API's read routes that Kerben answers, as Kerben registers them (docs/legacy-client.md). */
export const LEGACY_READ_ROUTES: ReadonlySet<string> = new Set([
  '/api/add_user_for_admin/list/',
  '/api/address/get/:id/',
  '/api/address/list/',
  '/api/billing/my_billings/',
  '/api/catalog/sites/list/',
  '/api/categories/list/',
  '/api/contacts/list/',
  '/api/countries/list/',
  '/api/items/category/list/',
  '/api/items/list/',
  '/api/logos/list/',
  '/api/my_warehouse/list/',
  '/api/my_warehouse/list_for_admin/',
  '/api/notifications/list/',
  '/api/notifications/my_notification/',
  '/api/otside_of_illinois/list/',
  '/api/products/list/',
  '/api/purchase/list/',
  '/api/purchase/my_purchases/',
  '/api/statics/admin_panel/users/',
  '/api/statics/admin_panel/warehouse-delivered/',
  '/api/statics/admin_panel/warehouse-paid/',
  '/api/statics/admin_panel/warehouse-weight/',
  '/api/users/profile/',
  '/api/users/profile/:id/',
  '/api/warehouses/list/',
  '/api/warehouses/my/',
  '/api/warehouses/product/get/:track/',
  '/api/warehouses/product/list/',
  '/api/warehouses/status/list/',
]);

/** What the older client sends for a value it does not have yet. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(['', 'null', 'undefined']);

const isPlaceholder = (value: unknown) => typeof value === 'string' && PLACEHOLDERS.has(value.trim());

/**
 * The query without its placeholder values: a parameter sent only as `null`, `undefined` or empty
 * is left out, as if not sent (its default applies); in a repeated parameter those values are dropped.
 */
export function withoutPlaceholders(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
  const entries = Object.entries(query as Record<string, unknown>);
  if (!entries.some(([, value]) => isPlaceholder(value) || (Array.isArray(value) && value.some(isPlaceholder)))) return query;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const given = Array.isArray(value) ? value.filter((part) => !isPlaceholder(part)) : isPlaceholder(value) ? [] : [value];
    if (given.length > 0) kept[key] = Array.isArray(value) ? given : given[0];
  }
  return kept;
}
