import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../api/client';
import { useProfile } from '../api/profile';
import { bootstrapSession, isSessionBootstrapped, setAdminFlag, useSession } from '../api/session';
import { ErrorState } from '../components/ErrorState';
import { PageLoader } from '../components/PageLoader';
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

/** /user and /admin: an anonymous visitor goes to the login page and comes back after it. */
export function RequireSession({ children }: { children: ReactNode }) {
  const ready = useSessionBootstrapped();
  const { hasToken } = useSession();
  const location = useLocation();
  if (!ready) return <PageLoader fullScreen />;
  if (!hasToken) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/**
 * /admin: the profile decides (the server checks the role on every call anyway); the isAdmin
 * cookie is kept in line with it for the "Админ панель" button.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const isAdmin = profile.data?.is_admin;
  useEffect(() => {
    if (isAdmin !== undefined) setAdminFlag(isAdmin);
  }, [isAdmin]);
  if (profile.isPending) return <PageLoader fullScreen />;
  if (profile.isError) {
    // A 401 ends the session and RequireSession sends the visitor to the login page.
    if (profile.error instanceof ApiError && profile.error.status === 401) return <PageLoader fullScreen />;
    return <ErrorState fullScreen message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  if (!isAdmin) return <NoAccessPage />;
  return children;
}
