import { Badge, Text, ThemeIcon } from '@mantine/core';
import { IconCamera, IconShieldCheck, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublishedPrices } from '../../hooks/use-published-prices';

/** The services the company publishes, with their price in the tariff (a figure of usePublishedPrices). */
export const SERVICES = [
  { Icon: IconCamera, title: 'home.servicePhotoTitle', text: 'home.servicePhotoText', price: 'photo' },
  { Icon: IconShieldCheck, title: 'home.serviceCheckTitle', text: 'home.serviceCheckText', price: 'qualityCheck' },
  { Icon: IconShoppingCart, title: 'home.serviceBuyoutTitle', text: 'home.serviceBuyoutText', price: 'buyout' },
] as const;

/** Insurance: a card on the home page, a table of its own on /services. */
export const INSURANCE_SERVICE = {
  Icon: IconTruckDelivery,
  title: 'home.serviceInsuranceTitle',
  text: 'home.serviceInsuranceText',
  price: 'insuranceFrom',
} as const;

type Service = (typeof SERVICES)[number] | typeof INSURANCE_SERVICE;

/** A service's icon, name, what it is and its price: the inside of its card on / and /services. */
export function ServiceCardContent({ service: { Icon, title, text, price } }: { service: Service }) {
  const { t } = useTranslation();
  const prices = usePublishedPrices();
  return (
    <>
      <ThemeIcon size={44} radius="md" mb="md">
        <Icon size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t(title)}
      </Text>
      <Text size="sm" c="dimmed" mt={6} mb="md">
        {t(text)}
      </Text>
      <Badge variant="light" size="lg" radius="sm" tt="none">
        {prices[price]}
      </Badge>
    </>
  );
}
