import { type Ability, can } from '@kerben/domain/roles';
import { Group, Paper, Tabs, Text } from '@mantine/core';
import { IconAt, IconBell, IconKey, IconMapPin, IconUser, IconWorld } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../api/profile';
import { CopyIconButton } from '../../components/CopyButton';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { QueryView } from '../../components/QueryView';
import classes from './account.module.css';
import { AddressesPanel } from './settings/AddressesPanel';
import { EmailForm } from './settings/EmailForm';
import { NotificationsPanel } from './settings/NotificationsPanel';
import { PasswordForm } from './settings/PasswordForm';
import { ProfileForm } from './settings/ProfileForm';

type Tab = 'profile' | 'password' | 'email' | 'addresses' | 'notifications';

/** `ability`: an operator or admin changes their own sign-in email; a customer's is changed by an admin. */
const TABS: readonly { value: Tab; label: ParseKeys; Icon: typeof IconUser; ability?: Ability }[] = [
  { value: 'profile', label: 'user.settings.tabProfile', Icon: IconUser },
  { value: 'password', label: 'user.settings.tabPassword', Icon: IconKey },
  { value: 'email', label: 'user.settings.tabEmail', Icon: IconAt, ability: 'changeOwnEmail' },
  { value: 'addresses', label: 'user.settings.tabAddresses', Icon: IconMapPin },
  { value: 'notifications', label: 'user.settings.tabNotifications', Icon: IconBell },
];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** 'Код получателя #KB0042' with its copy button, beside the tabs. */
function RecipientCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const label = t('user.settings.code', { code: `#${code}` });
  return (
    <Group gap={4} wrap="nowrap" className={classes.recipientCode}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <CopyIconButton value={`#${code}`} label={t('user.account.code')} size="md" />
    </Group>
  );
}

/**
 * /user/settings: 'Личные данные', 'Сменить пароль', for staff 'Сменить почту', 'Адреса' and
 * 'Уведомления' (the channels and Telegram) as tabs (the open one is in the address: ?tab=addresses), the recipient code beside them. Every tab
 * stays mounted, so switching does not lose what was typed.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const profile = useProfile({ renewFileLinks: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <QueryView query={profile} errorTitle={t('user.account.loadFailed')}>
        {(me) => (
          <Tabs
            classNames={{ tab: classes.settingsTab, tabSection: classes.settingsTabIcon }}
            value={tab}
            onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {}, { replace: true })}
          >
            <div className={classes.settingsHead}>
              <Tabs.List aria-label={t('user.settings.tabs')} className={classes.settingsTabs}>
                {TABS.filter(({ ability }) => !ability || can(me.role, ability)).map(({ value, label, Icon }) => (
                  <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                    {t(label)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <RecipientCode code={me.unique_id} />
            </div>
            <Group gap="sm" mt="md" wrap="nowrap">
              <IconWorld size={20} stroke={1.7} aria-hidden />
              <LanguageSwitcher variant="buttons" size="compact-sm" />
            </Group>
            <Tabs.Panel value="profile" pt="lg">
              <ProfileForm profile={me} />
            </Tabs.Panel>
            <Tabs.Panel value="password" pt="lg">
              <PasswordForm email={me.email} />
            </Tabs.Panel>
            {can(me.role, 'changeOwnEmail') && (
              <Tabs.Panel value="email" pt="lg">
                <EmailForm email={me.email} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="addresses" pt="lg">
              <AddressesPanel />
            </Tabs.Panel>
            <Tabs.Panel value="notifications" pt="lg">
              <NotificationsPanel />
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryView>
    </Paper>
  );
}
