import { type Ability, can, isAdmin } from '@kerben/domain/roles';
import { useProfile } from '../api/profile';

/** The signed-in person's role, once the profile is read. */
export function useRole() {
  return useProfile().data?.role;
}

/** Whether the signed-in person has `ability`; undefined until the profile is read. */
export function useAbility(ability: Ability): boolean | undefined {
  const role = useRole();
  return role === undefined ? undefined : can(role, ability);
}

/**
 * Whether the signed-in person is an admin (every ability: what the server leaves to admins alone,
 * such as a handover without the code, a void or a refund); false until the profile is read.
 */
export function useIsAdmin(): boolean {
  return isAdmin(useRole());
}
