import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { SkipLink } from '../../components/SkipLink';
import { stripLanguage } from '../../i18n/language';
import { useRouteHandle } from '../route-handle';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { usePageMeta } from './page-meta';
import classes from './public.module.css';

export function PublicLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  usePageMeta(stripLanguage(useLocation().pathname), handle.title ? t(handle.title) : undefined);
  return (
    <div className={classes.page}>
      <SkipLink />
      <PublicHeader />
      <main className={classes.main} id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
