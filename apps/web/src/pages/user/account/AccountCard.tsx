import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAt, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddresses } from '../../../api/addresses';
import { useProfile } from '../../../api/profile';
import { CopyIconButton } from '../../../components/CopyButton';
import { IconText } from '../../../components/IconText';
import { PhoneText } from '../../../components/PhoneText';
import { QueryView } from '../../../components/QueryView';
import classes from '../account.module.css';

/**
 * The dashboard's card: who the customer is (name, phone, email, first delivery address) and the
 * recipient code with its copy button; a link to change them in the settings.
 */
export function AccountCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const firstAddress = useAddresses().data?.[0];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-card-title">
      <QueryView query={profile} loading={<Skeleton height={96} radius="md" />} errorTitle={t('user.account.loadFailed')}>
        {(me) => (
          <div className={classes.accountCard}>
            <Stack gap={6} miw={0}>
              <Text component="h2" id="account-card-title" fw={700} fz="lg" m={0} style={{ overflowWrap: 'anywhere' }}>
                {`${me.first_name} ${me.last_name}`.trim()}
              </Text>
              <IconText icon={<IconPhone size={16} />} label={t('user.account.phone')} dimmed={!me.phone_number}>
                {me.phone_number ? <PhoneText phone={me.phone_number} /> : t('user.account.noPhone')}
              </IconText>
              <IconText icon={<IconAt size={16} />} label={t('user.account.email')}>
                {me.email}
              </IconText>
              <IconText icon={<IconMapPin size={16} />} label={t('user.account.address')} dimmed={!firstAddress}>
                {firstAddress
                  ? `${firstAddress.address}, ${firstAddress.city}, ${firstAddress.country}`
                  : t('user.account.noAddress')}
              </IconText>
              <Anchor component={Link} to="/user/settings" size="sm" fw={600} mt={4}>
                {t('user.account.edit')}
              </Anchor>
            </Stack>
            <div className={classes.accountCode}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('user.account.code')}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text ff="monospace" fw={700} fz={22} c="kerben.8">
                  {`#${me.unique_id}`}
                </Text>
                <CopyIconButton value={`#${me.unique_id}`} label={t('user.account.code')} />
              </Group>
            </div>
          </div>
        )}
      </QueryView>
    </Paper>
  );
}
