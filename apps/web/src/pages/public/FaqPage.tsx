import { FAQ } from '@kerben/domain';
import { Accordion, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/public-pages';

/**
 * The questions and answers (packages/domain, which /faq's structured data also reads) as an
 * accordion; `limit` shows the first few (the home page's excerpt).
 */
export function FaqList({ limit }: { limit?: number }) {
  const items = FAQ.slice(0, limit);
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {items.map((item, index) => (
        <Accordion.Item key={item.q} value={String(index)} className={classes.faqItem}>
          <Accordion.Control>
            <Text fw={600}>{item.q}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed">{item.a}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('publicPages.faqTitle')} text={t('publicPages.faqText')}>
      <Stack gap="xl" maw={900}>
        <FaqList />
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} size="h4">
            {t('faq.moreTitle')}
          </Title>
          <Text c="dimmed" mt={6} mb="md">
            {t('faq.moreText')}
          </Text>
          <Button component={Link} to="/about#about-contacts" variant="light">
            {t('nav.about')}
          </Button>
        </Paper>
      </Stack>
    </InfoPage>
  );
}
