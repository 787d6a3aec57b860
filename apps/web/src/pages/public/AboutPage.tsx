import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublishedPrices } from '../../hooks/use-published-prices';
import { ContactsBlock } from './ContactsBlock';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/public-pages';

/** /about: who we are, what makes us different, figures and how to reach us. */
export function AboutPage() {
  const { t } = useTranslation();
  const { ratePerKg } = usePublishedPrices();
  return (
    <InfoPage title={t('publicPages.aboutTitle')} text={t('publicPages.aboutText')}>
      <Stack gap={56}>
        <section aria-labelledby="about-story">
          <Title order={2} id="about-story" fz={{ base: 22, sm: 28 }} mb="md">
            {t('about.storyTitle')}
          </Title>
          <Stack gap="md" maw={800}>
            {t('about.story', { returnObjects: true }).map((paragraph) => (
              <Text key={paragraph} size="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="about-figures">
          <Title order={2} id="about-figures" fz={{ base: 22, sm: 28 }} mb="md">
            {t('about.figuresTitle')}
          </Title>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {t('about.figures', { returnObjects: true, price: ratePerKg }).map((figure) => (
              <Paper key={figure.label} withBorder radius="lg" p="lg">
                <Text fz={{ base: 24, sm: 32 }} fw={800} c="kerben.7">
                  {figure.value}
                </Text>
                <Text size="sm" c="dimmed">
                  {figure.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="about-values">
          <Title order={2} id="about-values" fz={{ base: 22, sm: 28 }} mb="md">
            {t('about.valuesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {t('about.values', { returnObjects: true }).map((value) => (
              <div key={value.title}>
                <Text fw={700} size="lg">
                  {value.title}
                </Text>
                <Text c="dimmed" mt={4}>
                  {value.text}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </section>
        <ContactsBlock titleId="about-contacts" title={t('about.contactsTitle')} />
      </Stack>
    </InfoPage>
  );
}
