// The auth pages' texts come with this chunk (see i18n/index.ts).
import '../../i18n/ru/auth';
// Mantine's styles of the components only the signed-in areas use (see styles/mantine-public.css).
import '../../styles/mantine-areas.css';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/PageLoader';
import { SkipLink } from '../../components/SkipLink';
import { useRouteHandle } from '../route-handle';
import classes from './auth.module.css';

const POINTS = ['auth.asidePoint1', 'auth.asidePoint2', 'auth.asidePoint3'] as const;

/** Auth pages have no site header or footer: a brand panel on wide screens and the form card. */
export function AuthLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useDocumentTitle(`${handle.title ? t(handle.title) : t('auth.login.title')} · ${t('brand.name')}`);
  return (
    <div className={classes.page}>
      <SkipLink />
      <aside className={classes.aside}>
        <Logo variant="white" />
        <Stack gap="lg">
          <Text component="p" className={classes.asideTitle}>
            {t('auth.asideTitle')}
          </Text>
          <Text c="rgba(255,255,255,0.8)" maw={440}>
            {t('auth.asideText')}
          </Text>
          <Stack gap="sm" mt="sm">
            {POINTS.map((point) => (
              <div key={point} className={classes.point}>
                <IconCheck size={20} aria-hidden />
                <span>{t(point)}</span>
              </div>
            ))}
          </Stack>
        </Stack>
        <Text size="sm" c="rgba(255,255,255,0.6)">
          {t('footer.copyright')}
        </Text>
      </aside>
      <div className={classes.formSide}>
        <div className={classes.topBar}>
          <span className={classes.mobileLogo}>
            <Logo />
          </span>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('auth.backHome')}
            </Group>
          </Anchor>
        </div>
        <main className={classes.formWrap} id="main">
          <div className={classes.card}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
