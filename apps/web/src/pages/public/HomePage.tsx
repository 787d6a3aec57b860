import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconTruckDelivery, IconWorld } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { LazySection } from '../../components/LazySection';
import { Reveal } from '../../components/Reveal';
import { useLocalizedPath } from '../../hooks/use-language';
import { usePublishedPrices } from '../../hooks/use-published-prices';
import { lazyNamed } from '../../lib/lazy';
import { HomeLeadSection } from './HomeLeadSection';
import classes from './home.module.css';
import { INSURANCE_SERVICE, SERVICES, ServiceCardContent } from './ServiceCard';

// Below the fold: loaded when the visitor scrolls near them, so the first load is the hero alone.
const HomeBoard = lazyNamed(() => import('./HomeBoard'), 'HomeBoard');
const HomeWarehouses = lazyNamed(() => import('./HomeSections'), 'HomeWarehouses');
const HomeCalculator = lazyNamed(() => import('./HomeSections'), 'HomeCalculator');
const HomeShops = lazyNamed(() => import('./HomeSections'), 'HomeShops');
const HomeFaq = lazyNamed(() => import('./HomeSections'), 'HomeFaq');
const HomePurchaseSection = lazyNamed(() => import('./HomePurchaseSection'), 'HomePurchaseSection');
const HomeContacts = lazyNamed(() => import('./HomeSections'), 'HomeContacts');

const STEPS = [
  { title: 'home.step1Title', text: 'home.step1Text' },
  { title: 'home.step2Title', text: 'home.step2Text' },
  { title: 'home.step3Title', text: 'home.step3Text' },
  { title: 'home.step4Title', text: 'home.step4Text' },
] as const;

const TIMES = ['home.timeUsaKg', 'home.timeUsaRu', 'home.timeTrRu'] as const;

// Below the hero, so it loads after the first paint: the lookup brings the tracking API, the
// field and the result view, which the entry of every public page would otherwise carry.
const TrackingLookup = lazyNamed(() => import('../../components/parcels/TrackingLookup'), 'TrackingLookup');

/**
 * The lookup for anyone: only the public answer is shown. The owner (signed in) gets a way to the
 * whole parcel in the customer area instead.
 */
function TrackingSection() {
  const { t } = useTranslation();
  const [track, setTrack] = useState('');
  return (
    <HomeLeadSection id="home-tracking" title={t('home.trackingTitle')} lead={t('home.trackingLead')} alt>
      {/* A card of the form's height meanwhile, so nothing below it jumps. */}
      <Suspense fallback={<div className={classes.trackingPlaceholder} />}>
        <TrackingLookup
          track={track}
          onTrackChange={setTrack}
          renderAction={(tracking) =>
            tracking.parcel && (
              <div>
                <Button
                  component={Link}
                  to={`/user/tracking?${new URLSearchParams({ track: tracking.track_number })}`}
                  variant="light"
                >
                  {t('home.trackingAccount')}
                </Button>
              </div>
            )
          }
        />
      </Suspense>
    </HomeLeadSection>
  );
}

/**
 * 'Создать аккаунт', or 'Мои посылки' for someone signed in. Its own component: when the session
 * turns up after hydration, only this button draws again, not the page's lazy sections.
 */
function HeroAccountButton() {
  const { t } = useTranslation();
  const { hasToken } = useSession();
  return hasToken ? (
    <Button component={Link} to="/user/my-parcels" size="lg" variant="outline" color="white">
      {t('home.ctaParcels')}
    </Button>
  ) : (
    <Button component={Link} to="/auth/register" size="lg" variant="outline" color="white">
      {t('home.ctaRegister')}
    </Button>
  );
}

/** The hero's figures; the rate a kg is the lowest of the tariff in force. */
export function HeroStats() {
  const { t } = useTranslation();
  const { ratePerKg } = usePublishedPrices();
  const stats = [
    [t('home.statsDays'), t('home.statsDaysLabel')],
    [ratePerKg, t('home.statsRateLabel')],
    [t('home.statsWarehouses'), t('home.statsWarehousesLabel')],
  ];
  return (
    <div className={classes.stats}>
      {stats.map(([value, label]) => (
        <div key={label}>
          <div className={classes.statValue}>{value}</div>
          <div className={classes.statLabel}>{label}</div>
        </div>
      ))}
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl">
          <div className={classes.heroGrid}>
            <div>
              <span className={classes.eyebrow}>
                <IconWorld size={16} aria-hidden /> {t('home.eyebrow')}
              </span>
              <Title order={1} id="home-title" className={classes.heroTitle}>
                {t('home.title')}
              </Title>
              <Text className={classes.heroLead}>{t('home.lead')}</Text>
              <Group mt={32} gap="sm">
                <Button
                  component={Link}
                  to={localized('/calculator')}
                  size="lg"
                  variant="white"
                  c="kerben.8"
                  rightSection={<IconArrowRight size={18} />}
                >
                  {t('home.ctaCalculator')}
                </Button>
                <HeroAccountButton />
              </Group>
              <HeroStats />
            </div>
            <div className={classes.routeCard}>
              <Group gap="xs" mb={4}>
                <IconClock size={20} color="var(--mantine-color-kerben-7)" aria-hidden />
                <Text fw={700}>{t('home.timesTitle')}</Text>
              </Group>
              {TIMES.map((key) => (
                <div key={key} className={classes.routeRow}>
                  <ThemeIcon variant="light" radius="xl" size={36}>
                    <IconTruckDelivery size={20} aria-hidden />
                  </ThemeIcon>
                  <Text fw={500}>{t(key)}</Text>
                </div>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="home-steps">
        <Container size="xl">
          <Title order={2} id="home-steps" className={classes.sectionTitle} mb={32}>
            {t('home.stepsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
            {STEPS.map((step, index) => (
              <Reveal key={step.title} delay={index * 60}>
                <Stack gap="xs">
                  <span className={classes.stepNumber}>{index + 1}</span>
                  <Text fw={700} size="lg">
                    {t(step.title)}
                  </Text>
                  <Text c="dimmed">{t(step.text)}</Text>
                </Stack>
              </Reveal>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="home-services">
        <Container size="xl">
          <Title order={2} id="home-services" className={classes.sectionTitle} mb={32}>
            {t('home.servicesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {[...SERVICES, INSURANCE_SERVICE].map((service, index) => (
              <Reveal key={service.title} delay={index * 60}>
                <div className={classes.card}>
                  <ServiceCardContent service={service} />
                </div>
              </Reveal>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <LazySection minHeight={420}>
        <HomeWarehouses />
      </LazySection>

      <LazySection minHeight={640} id="calculator">
        <HomeCalculator />
      </LazySection>

      <LazySection minHeight={480}>
        <HomeShops />
      </LazySection>

      <LazySection minHeight={420} id="board">
        <HomeBoard />
      </LazySection>

      <LazySection minHeight={760} id="purchase">
        <HomePurchaseSection />
      </LazySection>

      <LazySection minHeight={360} id="tracking">
        <TrackingSection />
      </LazySection>

      <LazySection minHeight={560}>
        <HomeFaq />
      </LazySection>

      <LazySection minHeight={480}>
        <HomeContacts />
      </LazySection>
    </>
  );
}
