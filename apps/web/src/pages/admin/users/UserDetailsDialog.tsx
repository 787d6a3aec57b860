import { type AdminUser, isStaff, type Profile, ROLE_LABELS } from '@kerben/domain';
import { Badge, Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateUser, useUserProfile } from '../../../api/users';
import { ErrorState } from '../../../components/ErrorState';
import { FormModal } from '../../../components/FormModal';
import { formatDay } from '../../../lib/format';
import { errorMessage } from '../../../lib/notify';
import { UserAccessHelp } from './UserAccessHelp';
import { UserAddresses } from './UserAddresses';
import { UserProfileForm } from './UserProfileForm';
import { UserRolePanel } from './UserRolePanel';

export interface UserDetailsDialogProps {
  /** The list row the admin opened; null while closed. */
  user: AdminUser | null;
  opened: boolean;
  onClose: () => void;
  /** The signed-in admin: their own role cannot be changed here. */
  myId: number | null;
}

/**
 * A user's details: editable names, email, phone, address and passport images; their delivery
 * addresses; how many parcels they have with a link to them; promote or demote (not oneself).
 */
export function UserDetailsDialog({ user, opened, onClose, myId }: UserDetailsDialogProps) {
  const { t } = useTranslation();
  const profile = useUserProfile(opened && user ? user.id : null);
  const update = useUpdateUser();
  const pending = update.isPending;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      pending={pending}
      title={user ? t('admin.users.details.title', { code: user.unique_id }) : ''}
      size="xl"
    >
      {user &&
        (profile.data ? (
          <UserDetails key={profile.data.id} user={user} profile={profile.data} myId={myId} onClose={onClose} />
        ) : profile.error ? (
          <ErrorState
            title={t('admin.users.details.loadFailed')}
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={120} />
          </Stack>
        ))}
    </FormModal>
  );
}

function UserDetails({
  user,
  profile,
  myId,
  onClose,
}: {
  user: AdminUser;
  profile: Profile;
  myId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <Badge variant="light" size="lg">
          #{profile.unique_id}
        </Badge>
        <Badge variant="light" color={isStaff(profile.role) ? 'grape' : 'gray'} size="lg">
          {ROLE_LABELS[profile.role]}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('admin.users.details.registered', {
            date: formatDay(new Date(profile.created_at)),
          })}
        </Text>
      </Group>
      <UserProfileForm user={user} profile={profile} onClose={onClose} />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <UserAddresses userId={user.id} />
        <UserRolePanel user={user} profile={profile} isMe={myId === user.id} />
      </SimpleGrid>
      <Divider />
      <UserAccessHelp userId={user.id} staff={isStaff(profile.role)} />
    </Stack>
  );
}
