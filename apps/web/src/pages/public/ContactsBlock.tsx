import { COMPANY } from '@kerben/domain';
import { Anchor, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandTelegram, IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/ru/public-pages';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" style={{ display: 'flex', gap: 12, alignItems: 'flex-start', minWidth: 0 }}>
      <ThemeIcon variant="light" size={40} radius="md" style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600}>{children}</Text>
      </div>
    </Paper>
  );
}

/** The office's contacts: phone, email, address and hours, and the messengers managers answer in. */
export function ContactsBlock({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} id={titleId} fz={{ base: 22, sm: 28 }} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Item icon={<IconPhone size={20} aria-hidden />} label={t('contactsBlock.phone')}>
          <Anchor href={t('footer.phoneHref')} inherit>
            {t('footer.phone')}
          </Anchor>
        </Item>
        <Item icon={<IconMail size={20} aria-hidden />} label={t('contactsBlock.email')}>
          <Anchor href={t('footer.emailHref')} inherit>
            {t('footer.email')}
          </Anchor>
        </Item>
        <Item icon={<IconMapPin size={20} aria-hidden />} label={t('contactsBlock.office')}>
          {t('footer.address')}
        </Item>
        <Item icon={<IconClock size={20} aria-hidden />} label={t('contactsBlock.hours')}>
          {t('footer.hours')}
        </Item>
        <Item icon={<IconBrandTelegram size={20} aria-hidden />} label={t('footer.telegram')}>
          <Anchor href={COMPANY.social.telegram.href} target="_blank" rel="noopener noreferrer" inherit>
            {COMPANY.social.telegram.handle}
          </Anchor>
        </Item>
        <Item icon={<IconBrandWhatsapp size={20} aria-hidden />} label={t('footer.whatsapp')}>
          <Anchor href={COMPANY.social.whatsapp.href} target="_blank" rel="noopener noreferrer" inherit>
            {COMPANY.social.whatsapp.handle}
          </Anchor>
        </Item>
      </SimpleGrid>
    </section>
  );
}
