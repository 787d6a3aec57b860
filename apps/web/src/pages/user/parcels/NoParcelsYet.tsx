import { Button, Code, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingWarehouse, IconPackage, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../../api/profile';
import { StateHeading } from '../../../components/StateHeading';

const STEPS = [
  { title: 'home.step2Title', text: 'home.step2Text', Icon: IconShoppingCart },
  { title: 'home.step3Title', text: 'home.step3Text', Icon: IconBuildingWarehouse },
  { title: 'home.step4Title', text: 'home.step4Text', Icon: IconTruckDelivery },
] as const;

/**
 * A customer without parcels: where they will come from, and the client code to write at checkout
 * so the warehouse knows whose a parcel is.
 */
export function NoParcelsYet() {
  const { t } = useTranslation();
  const code = useProfile().data?.unique_id;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="sm" maw={560} mx="auto">
          <StateHeading
            icon={IconPackage}
            title={t('user.parcels.emptyTitle')}
            text={t('user.parcels.emptyText')}
            size="section"
          />
          {code && (
            <Text>
              <Trans
                i18nKey="user.parcels.emptyCode"
                values={{ code: `#${code}` }}
                components={{ code: <Code fz="md" fw={700} c="kerben.8" /> }}
              />
            </Text>
          )}
          <Button component={Link} to="/user/warehouses" variant="light" mt="xs">
            {t('user.parcels.emptyAddresses')}
          </Button>
        </Stack>
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
