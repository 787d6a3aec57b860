import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { title: 'home.step2Title', text: 'home.step2Text', Icon: IconShoppingCart },
  { title: 'home.step3Title', text: 'home.step3Text', Icon: IconBuildingWarehouse },
  { title: 'home.step4Title', text: 'home.step4Text', Icon: IconTruckDelivery },
] as const;

/** /user: the greeting and the client code are in the header; here how shipping works. */
export function UserHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} bg="kerben.7" c="white">
        <Title order={2} fz={{ base: 20, sm: 26 }} c="white">
          {t('user.homeTitle')}
        </Title>
        <Text mt="xs" opacity={0.88} maw={620}>
          {t('user.homeIntro')}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {STEPS.map(({ title, text, Icon }) => (
          <Paper key={title} withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t(title)}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(text)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
