import { FAQ } from '@kerben/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/public-pages';
import { useLocalizedPath } from '../../hooks/use-language';
import { addCatalogues } from '../../i18n';

// The questions' translation loads with this module, not with every page (i18n/index.ts).
addCatalogues('faq');

/**
 * The questions and answers (packages/domain, which /faq's structured data also reads), each a
 * native disclosure (<details>): it opens and closes without any script, so the prerendered page
 * works as it is, in a browser without JavaScript too. `limit` shows the first few (the home page's
 * excerpt).
 */
export function FaqList({ limit }: { limit?: number }) {
  return (
    <div className={classes.faqList}>
      {FAQ.slice(0, limit).map((item) => (
        <details key={item.q} className={classes.faqItem}>
          <summary className={classes.faqQuestion}>
            {item.q}
            <IconChevronDown size={16} className={classes.faqChevron} aria-hidden />
          </summary>
          <Text c="dimmed" className={classes.faqAnswer}>
            {item.a}
          </Text>
        </details>
      ))}
    </div>
  );
}

export function FaqPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
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
          <Button component={Link} to={localized('/about#about-contacts')} variant="light">
            {t('nav.about')}
          </Button>
        </Paper>
      </Stack>
    </InfoPage>
  );
}
