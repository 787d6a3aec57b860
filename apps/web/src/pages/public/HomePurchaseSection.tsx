import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import own from './HomePurchaseSection.module.css';
import classes from './home.module.css';
import '../../i18n/ru/public-pages';

// Below the fold and heavy (the form, its checks, the image pickers, their texts): loaded after the
// first paint, so the entry of every public page stays small.
const PurchaseForm = lazy(() =>
  import('../../components/purchases/PurchaseForm').then((module) => ({ default: module.PurchaseForm })),
);

/** The home page's buy-out request form, for visitors without an account too (SPEC.md section 2, dialog 8). */
export function HomePurchaseSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="home-purchase">
      <Container size="xl">
        <div className={classes.leadGrid}>
          <Stack gap={8}>
            <Title order={2} id="home-purchase" className={classes.sectionTitle}>
              {t('homePurchase.title')}
            </Title>
            <Text c="dimmed" size="lg">
              {t('homePurchase.lead')}
            </Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {/* The form's height meanwhile, so nothing below it jumps. */}
            <Suspense fallback={<div className={own.placeholder} />}>
              <PurchaseForm />
            </Suspense>
          </Paper>
        </div>
      </Container>
    </section>
  );
}
