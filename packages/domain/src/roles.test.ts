import { describe, expect, it } from 'vitest';
import { ABILITIES, type Ability, can, isAdmin, isStaff } from './roles';
import { ROLES } from './users';

const abilities = Object.keys(ABILITIES) as Ability[];

describe('who may do what, by role', () => {
  it('gives an admin every ability, a customer and a visitor none', () => {
    for (const ability of abilities) {
      expect(can('admin', ability), ability).toBe(true);
      expect(can('customer', ability), ability).toBe(false);
      expect(can(null, ability), ability).toBe(false);
      expect(can(undefined, ability), ability).toBe(false);
    }
  });

  it('gives an operator the warehouse’s work and their own email only', () => {
    expect(abilities.filter((ability) => can('operator', ability))).toEqual(['runWarehouse', 'changeOwnEmail']);
  });

  it('calls operators and admins staff, and admins alone admins', () => {
    expect(ROLES.filter(isStaff)).toEqual(['operator', 'admin']);
    expect(ROLES.filter(isAdmin)).toEqual(['admin']);
    expect(isStaff(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
