import { type Ability, can, isStaff as roleIsStaff } from '@kerben/domain/roles';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../api/profile';
import { bootstrapSession, endSigningOut, isSessionBootstrapped, isSigningOut, setStaffFlag, useSession } from '../api/session';
import { ErrorState } from '../components/ErrorState';
import { PageLoader } from '../components/PageLoader';
import { useAccountLanguage } from '../hooks/use-account-language';
import { ApiError } from '../lib/api-error';
import { NoAccessPage } from '../pages/NoAccessPage';

function useSessionBootstrapped(): boolean {
  const [ready, setReady] = useState(isSessionBootstrapped);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    void bootstrapSession().finally(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [ready]);
  return ready;
}

/**
 * /user and /admin: an anonymous visitor goes to the login page and comes back after it; someone who
 * has just pressed «Выйти» waits for the move to / instead. The areas speak the account's language.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const ready = useSessionBootstrapped();
  useAccountLanguage();
  const { hasToken } = useSession();
  const location = useLocation();
  useEffect(() => endSigningOut, []);
  if (!ready) return <PageLoader fullScreen />;
  if (!hasToken && isSigningOut()) return <PageLoader fullScreen />;
  if (!hasToken) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/**
 * /admin: operators and admins; the profile decides (the server checks the role on every call
 * anyway); the isAdmin cookie (may enter the admin area) is kept in line with it for the
 * "Админ панель" button.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const role = profile.data?.role;
  const isStaff = role === undefined ? undefined : roleIsStaff(role);
  useEffect(() => {
    if (isStaff !== undefined) setStaffFlag(isStaff);
  }, [isStaff]);
  if (profile.isPending) return <PageLoader fullScreen />;
  if (profile.isError) {
    // A 401 ends the session and RequireSession sends the visitor to the login page.
    if (profile.error instanceof ApiError && profile.error.status === 401) return <PageLoader fullScreen />;
    return <ErrorState fullScreen message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  if (!isStaff) return <NoAccessPage />;
  return children;
}

/**
 * A section of the admin area that needs an ability operators lack (users, catalogue, board,
 * settings, audit: packages/domain roles.ts): without it, «Нет доступа».
 */
export function RequireAbility({ ability, children }: { ability: Ability; children: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (!can(profile.data?.role, ability)) return <NoAccessPage />;
  return children;
}
