import { formatPhoneInput } from '@kerben/domain';
import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingWarehouse, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogos, useProducts } from '../../api/catalog';
import { useWarehouseAddresses } from '../../api/warehouse-addresses';
import { DeliveryCalculator } from '../../components/calculator/DeliveryCalculator';
import { LogoGrid, ProductGrid } from '../../components/catalog/grids';
import { Reveal } from '../../components/Reveal';
import { ContactsBlock } from './ContactsBlock';
import { FaqList } from './FaqPage';
import classes from './home.module.css';
import '../../i18n/ru/public-pages';
import '../../i18n/ru/catalog';
import { useLocalizedPath } from '../../hooks/use-language';

// The home page's sections below the fold, one lazily loaded chunk (see LazySection in HomePage).

const PRODUCTS_ON_HOME = 8;
const LOGOS_ON_HOME = 12;
const FAQ_ON_HOME = 6;

const STATIC_WAREHOUSES: { city: ParseKeys; country: ParseKeys }[] = [
  { city: 'home.warehouseChicago', country: 'home.warehouseChicagoCountry' },
  { city: 'home.warehouseDelaware', country: 'home.warehouseDelawareCountry' },
  { city: 'home.warehouseIstanbul', country: 'home.warehouseIstanbulCountry' },
  { city: 'home.warehouseBishkek', country: 'home.warehouseBishkekCountry' },
];

function Section({
  id,
  title,
  lead,
  alt,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  alt?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${classes.section} ${alt ? classes.sectionAlt : ''}`} aria-labelledby={id}>
      <Container size="xl">
        <Group justify="space-between" align="flex-end" mb={32} gap="md">
          <Stack gap={8} maw={640}>
            <Title order={2} id={id} className={classes.sectionTitle}>
              {title}
            </Title>
            {lead && (
              <Text c="dimmed" size="lg">
                {lead}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Container>
    </section>
  );
}

function More({ to, label }: { to: string; label: string }) {
  const localized = useLocalizedPath();
  return (
    <Button component={Link} to={localized(to)} variant="subtle" rightSection={<IconArrowRight size={16} />}>
      {label}
    </Button>
  );
}

function WarehouseCard({ title, lines }: { title: string; lines: { icon: ReactNode; text: string }[] }) {
  return (
    <div className={classes.card}>
      <ThemeIcon size={44} radius="md" variant="light" mb="md">
        <IconBuildingWarehouse size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      {lines.map((line) => (
        <Group key={line.text} gap={6} mt={4} wrap="nowrap" align="flex-start">
          <span style={{ flexShrink: 0, marginTop: 3, color: 'var(--mantine-color-gray-6)' }}>{line.icon}</span>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {line.text}
          </Text>
        </Group>
      ))}
    </div>
  );
}

/** Our warehouses: the addresses the admins keep (/admin/contact), or the four cities until there are some. */
export function HomeWarehouses() {
  const { t } = useTranslation();
  const contacts = useWarehouseAddresses();
  const list = contacts.data ?? [];
  return (
    <Section id="home-warehouses" title={t('home.warehousesTitle')} lead={t('home.warehousesLead')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {list.length > 0
          ? list.map((contact, index) => (
              <Reveal key={contact.id} delay={index * 60}>
                <WarehouseCard
                  title={contact.name}
                  lines={[
                    {
                      icon: <IconMapPin size={16} aria-hidden />,
                      text: [contact.city, contact.state, contact.zip_code].filter(Boolean).join(', '),
                    },
                    { icon: <IconPhone size={16} aria-hidden />, text: formatPhoneInput(contact.phone) },
                  ]}
                />
              </Reveal>
            ))
          : STATIC_WAREHOUSES.map((warehouse, index) => (
              <Reveal key={warehouse.city} delay={index * 60}>
                <WarehouseCard
                  title={t(warehouse.city)}
                  lines={[{ icon: <IconMapPin size={16} aria-hidden />, text: t(warehouse.country) }]}
                />
              </Reveal>
            ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="lg">
        {t('home.warehousesHint')}
      </Text>
    </Section>
  );
}

export function HomeCalculator() {
  const { t } = useTranslation();
  return (
    <Section id="home-calculator" title={t('publicPages.calculatorTitle')} lead={t('publicPages.calculatorText')} alt>
      <DeliveryCalculator headingLevel={3} />
    </Section>
  );
}

/** The partners' logos and promo products; nothing at all while there are none. */
export function HomeShops() {
  const { t } = useTranslation();
  const logos = useLogos();
  const products = useProducts();
  const logoList = logos.data?.slice(0, LOGOS_ON_HOME) ?? [];
  const productList = products.data?.slice(0, PRODUCTS_ON_HOME) ?? [];
  return (
    <>
      {logoList.length > 0 && (
        <Section
          id="home-logos"
          title={t('catalog.markets.logosTitle')}
          lead={t('catalog.markets.logosLead')}
          action={<More to={'/catalog'} label={t('home.allShops')} />}
        >
          <LogoGrid logos={logoList} />
        </Section>
      )}
      {productList.length > 0 && (
        <Section
          id="home-products"
          title={t('home.productsTitle')}
          lead={t('catalog.markets.productsLead')}
          action={<More to={'/markets'} label={t('home.allProducts')} />}
          alt
        >
          <ProductGrid products={productList} />
        </Section>
      )}
    </>
  );
}

export function HomeFaq() {
  const { t } = useTranslation();
  return (
    <Section id="home-faq" title={t('publicPages.faqTitle')} action={<More to={'/faq'} label={t('faq.allQuestions')} />}>
      <FaqList limit={FAQ_ON_HOME} />
    </Section>
  );
}

export function HomeContacts() {
  const { t } = useTranslation();
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`}>
      <Container size="xl">
        <ContactsBlock titleId="home-contacts" title={t('contactsBlock.title')} />
      </Container>
    </section>
  );
}
