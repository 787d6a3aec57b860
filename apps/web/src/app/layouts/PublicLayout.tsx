import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useRouteHandle } from '../route-handle';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './public.module.css';

export function PublicLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useDocumentTitle(handle.title ? `${t(handle.title)} · ${t('brand.name')}` : `${t('brand.name')}: ${t('brand.tagline')}`);
  return (
    <div className={classes.page}>
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
