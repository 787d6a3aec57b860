import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminNavFor } from './nav';

describe('the admin sidebar by role', () => {
  it('shows an operator the warehouse’s sections only, and an admin every section with the audit log', () => {
    expect(adminNavFor('operator').map((item) => item.to)).toEqual([
      '/admin/warehouses',
      '/admin/tasks',
      '/admin/shipments',
      '/admin/desk',
      '/admin/requests',
      '/admin/user-parcels',
    ]);
    expect(adminNavFor('admin')).toEqual(ADMIN_NAV);
    expect(ADMIN_NAV.map((item) => item.to)).toContain('/admin/audit');
  });
});
