import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../../api/addresses';

/** The user's delivery addresses, as the admin reads them (no editing here). */
export function UserAddresses({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const addresses = useAddresses({ userId });
  return (
    <Stack gap="xs">
      <Title order={4}>{t('admin.users.details.addresses')}</Title>
      {addresses.data ? (
        addresses.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.users.details.noAddresses')}
          </Text>
        ) : (
          <List size="sm" spacing={6}>
            {addresses.data.map((address) => (
              <List.Item key={address.id}>
                <Text size="sm" fw={600} span>
                  {address.full_name}
                </Text>
                {`, ${address.address}, ${address.city}, ${address.country}`}
              </List.Item>
            ))}
          </List>
        )
      ) : addresses.error ? (
        <Text size="sm" c="red">
          {t('admin.users.details.addressesFailed')}
        </Text>
      ) : (
        <Skeleton h={40} />
      )}
    </Stack>
  );
}
