// The customer area's texts come with this chunk (see i18n/index.ts).
import '../../i18n/ru/user';
// Mantine's styles of the components only the signed-in areas use (see styles/mantine-public.css).
import '../../styles/mantine-areas.css';
import { isStaff } from '@kerben/domain/roles';
import { Tooltip, UnstyledButton } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../api/notifications';
import { useProfile } from '../../api/profile';
import { setStaffFlag, useSession } from '../../api/session';
import { wantNotifications } from '../../lib/notifications-wanted';
import { useRouteHandle } from '../route-handle';
import { AreaBell } from './AreaBell';
import { AreaShell, areaClasses, HeaderButton } from './AreaShell';
import { USER_NAV } from './nav';

wantNotifications();

function ClientCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard();
  const text = `#${code}`;
  return (
    <Tooltip label={t('area.clientCode')}>
      <UnstyledButton
        className={areaClasses.code}
        onClick={() => {
          clipboard.copy(text);
          notifications.show({ message: t('area.copied', { code: text }), color: 'kerben' });
        }}
      >
        {text}
      </UnstyledButton>
    </Tooltip>
  );
}

/** The customer area: sidebar, greeting or page title, #code, bell, admin switch, page action. */
export function UserLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const profile = useProfile();
  const unread = useUnreadCount();
  const { isStaffFlag } = useSession();
  const role = profile.data?.role;
  useEffect(() => {
    // The flag says: may enter the admin area (operators and admins).
    if (role !== undefined) setStaffFlag(isStaff(role));
  }, [role]);

  let title: string;
  if (handle.header === 'userGreeting') {
    if (profile.isError) title = t('user.error', { message: profile.error.message });
    else if (profile.data) title = t('user.greeting', { name: profile.data.first_name });
    else title = t('user.loading');
  } else {
    title = handle.title ? t(handle.title) : t('area.account');
  }

  return (
    <AreaShell
      area="user"
      items={USER_NAV}
      title={title}
      documentTitle={handle.title ? t(handle.title) : t('area.account')}
      tools={
        <>
          {profile.data && <ClientCode code={profile.data.unique_id} />}
          {isStaffFlag && (
            <HeaderButton label={t('area.adminPanel')} icon={<IconShieldCheck size={18} />} to="/admin" variant="light" />
          )}
          <AreaBell to="/user/notifications" unread={unread.data} />
        </>
      }
    />
  );
}
