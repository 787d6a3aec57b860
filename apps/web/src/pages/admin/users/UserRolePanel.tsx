import { type AdminUser, isStaff, type Profile, ROLE_LABELS, ROLES, type Role } from '@kerben/domain';
import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPackage, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditLinkOf } from '../../../api/audit';
import { useSetRole } from '../../../api/users';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/** The parcels of a client on the all-parcels page, filtered by their code. */
export const parcelsOfClient = (code: string) => `/admin/warehouses/warehousesall?client=${encodeURIComponent(code)}`;

/** A small link with its icon, as the panel lists them. */
function IconLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {icon}
        {children}
      </Group>
    </Anchor>
  );
}

/**
 * How many parcels the user has with a link to them, their account of money, their role (promote or
 * demote, not oneself) and their history in the audit log.
 */
export function UserRolePanel({ user, profile, isMe }: { user: AdminUser; profile: Profile; isMe: boolean }) {
  const { t } = useTranslation();
  const role = useSetRole();
  const staff = isStaff(profile.role);

  const changeRole = (next: Role) =>
    role.mutate(
      { ids: [user.id], role: next },
      {
        onSuccess: () => notifySuccess(t('admin.users.details.roleSet', { role: ROLE_LABELS[next] })),
        onError: (error) => notifyFailure(error, { title: t('admin.users.details.roleFailed') }),
      },
    );

  return (
    <Stack gap="xs">
      <Title order={4}>{t('admin.users.details.parcelsTitle')}</Title>
      <Group gap="sm">
        <Text size="sm">{t('admin.users.details.parcels', { count: user.parcels_count })}</Text>
        <IconLink to={parcelsOfClient(profile.unique_id)} icon={<IconPackage size={16} aria-hidden />}>
          {t('admin.users.details.openParcels')}
        </IconLink>
      </Group>
      {/* An account of money is a customer's: the staff's have none to correct or refund. */}
      {!staff && (
        <IconLink to={`/admin/users/${user.id}/account`} icon={<IconReceipt size={16} aria-hidden />}>
          {t('admin.users.details.account')}
        </IconLink>
      )}
      <Title order={4} mt="sm">
        {t('admin.users.details.role')}
      </Title>
      <Select
        label={t('admin.users.details.roleSelect')}
        data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        value={profile.role}
        onChange={(next) => next && next !== profile.role && changeRole(next as Role)}
        allowDeselect={false}
        disabled={isMe || role.isPending}
        description={isMe ? t('admin.users.details.ownRole') : undefined}
      />
      <IconLink to={auditLinkOf('user', user.id)} icon={<IconHistory size={16} aria-hidden />}>
        {t('admin.users.details.history')}
      </IconLink>
      {staff && (
        <IconLink to={`/admin/audit?actor=${user.id}`} icon={<IconHistory size={16} aria-hidden />}>
          {t('admin.users.details.actions')}
        </IconLink>
      )}
    </Stack>
  );
}
