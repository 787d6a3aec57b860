import { COMPANY } from '@kerben/domain';
import { Container, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useLocalizedPath } from '../../hooks/use-language';
import { LEGAL_DOCS } from '../../pages/public/legal-docs';
import classes from './public.module.css';

const SOCIAL = [
  { key: 'instagram', href: COMPANY.social.instagram.href, Icon: IconBrandInstagram },
  { key: 'telegram', href: COMPANY.social.telegram.href, Icon: IconBrandTelegram },
  { key: 'whatsapp', href: COMPANY.social.whatsapp.href, Icon: IconBrandWhatsapp },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.footerGrid}>
          <Stack gap="md">
            <Logo variant="white" />
            <Text size="sm" maw={340}>
              {t('footer.about')}
            </Text>
            <div>
              <Text className={classes.footerTitle} component="p">
                {t('footer.socialTitle')}
              </Text>
              <Group gap="xs">
                {SOCIAL.map(({ key, href, Icon }) => (
                  <a
                    key={key}
                    href={href}
                    className={classes.social}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.${key}`)}
                  >
                    <Icon size={20} aria-hidden />
                  </a>
                ))}
              </Group>
            </div>
          </Stack>

          <nav aria-label={t('footer.customersTitle')}>
            <Text className={classes.footerTitle} component="p">
              {t('footer.customersTitle')}
            </Text>
            <ul className={classes.footerList}>
              <li>
                <Link to={localized('/steps')} className={classes.footerLink}>
                  {t('footer.steps')}
                </Link>
              </li>
              <li>
                <Link to={localized('/size-chart')} className={classes.footerLink}>
                  {t('footer.sizeChart')}
                </Link>
              </li>
            </ul>
          </nav>

          <nav aria-label={t('footer.documentsTitle')}>
            <Text className={classes.footerTitle} component="p">
              {t('footer.documentsTitle')}
            </Text>
            <ul className={classes.footerList}>
              {LEGAL_DOCS.map((doc) => (
                <li key={doc}>
                  <Link to={localized(`/legal/${doc}`)} className={classes.footerLink}>
                    {t(`legal.${doc}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <address style={{ fontStyle: 'normal' }}>
            <Text className={classes.footerTitle} component="p">
              {t('footer.contactsTitle')}
            </Text>
            <Stack gap={2}>
              <a href={t('footer.phoneHref')} className={classes.footerLink}>
                <IconPhone size={16} aria-hidden /> {t('footer.phone')}
              </a>
              <a href={t('footer.emailHref')} className={classes.footerLink}>
                <IconMail size={16} aria-hidden /> {t('footer.email')}
              </a>
              <Text size="sm" className={classes.footerLink} component="span">
                <IconMapPin size={16} aria-hidden /> {t('footer.address')}
              </Text>
              <Text size="sm" className={classes.footerLink} component="span">
                <IconClock size={16} aria-hidden /> {t('footer.hours')}
              </Text>
            </Stack>
          </address>
        </div>
        <div className={classes.footerBottom}>
          <Text size="sm">{t('footer.copyright')}</Text>
        </div>
      </Container>
    </footer>
  );
}
