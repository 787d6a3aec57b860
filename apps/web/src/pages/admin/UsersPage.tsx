import { type AdminUser, formatPhoneInput } from '@kerben/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconSearch, IconTrash, IconUserCircle, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/profile';
import { useDeleteUsers, useUsers } from '../../api/users';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn, type RowId } from '../../components/DataTable';
import { DateTime } from '../../components/DateTime';
import { DebouncedFilter } from '../../components/DebouncedFilter';
import { pagedTable } from '../../components/data-table/paged';
import { usePageAction } from '../../hooks/page-action';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { AddUserDialog } from './users/AddUserDialog';
import { UserDetailsDialog } from './users/UserDetailsDialog';

/** The banner after adding a user shows for 3 seconds, as in the existing client. */
export const ADDED_BANNER_MS = 3000;

const FILTERS = ['search'] as const;

/** The full name of a user as the lists show it. */
export const fullName = (user: Pick<AdminUser, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();

/** True for `ms` after `show()`; a second call restarts the time. */
export function useTimedFlag(ms: number) {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), ms);
    return () => clearTimeout(timer);
  }, [shownAt, ms]);
  return { visible: shownAt !== null, show: () => setShownAt(Date.now()) };
}

function Phone({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return user.phone_number ? (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatPhoneInput(user.phone_number)}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('admin.users.noPhone')}
    </Text>
  );
}

/** #KB0001, with a badge when the account is an operator's or an admin's. */
function Code({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  // The role's badge goes under the code when the column is too narrow for both, rather than being
  // cut («Администратор», «Administrator»).
  return (
    <Group gap={6}>
      <Text size="sm" ff="monospace">
        #{user.unique_id}
      </Text>
      {user.role === 'admin' && (
        <Badge size="xs" color="grape" variant="light">
          {t('admin.users.admin')}
        </Badge>
      )}
      {user.role === 'operator' && (
        <Badge size="xs" color="blue" variant="light">
          {t('admin.users.operator')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * /admin/users: everyone with an account, 7 to a page, newest first; one search box for name,
 * #code, email and phone (kept in the address); select and delete after confirmation; details with
 * editing, addresses, passport images, parcels and the role; header action 'Добавить пользователя'.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useUsers({ search: filters.search, page });
  const me = useProfile();

  const [adding, setAdding] = useState(false);
  const banner = useTimedFlag(ADDED_BANNER_MS);
  const [details, setDetails] = useState<{ user: AdminUser | null; opened: boolean }>({ user: null, opened: false });
  // The selection may span pages: the users themselves are kept to name them in the confirmation.
  const [selected, setSelected] = useState<Map<number, AdminUser>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUsers();
  usePageAction({ label: t('admin.actions.addUser'), onClick: () => setAdding(true) });

  const data = list.data;
  const rows = data?.results ?? [];
  const select = (ids: RowId[]) =>
    setSelected((current) => {
      const next = new Map<number, AdminUser>();
      for (const id of ids) {
        const user = current.get(Number(id)) ?? rows.find((row) => row.id === id);
        if (user) next.set(user.id, user);
      }
      return next;
    });

  const deleteSelected = () => {
    const ids = [...selected.keys()];
    remove.mutate(ids, {
      onSuccess: () => {
        notifySuccess(t('admin.users.deleted', { count: ids.length }));
        setSelected(new Map());
        setConfirming(false);
        if (page > 1 && rows.every((row) => selected.has(row.id))) setFilters({}, page - 1);
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailure(error, { title: t('admin.users.deleteFailed') });
      },
    });
  };

  const openDetails = (user: AdminUser) => setDetails({ user, opened: true });
  const columns: DataTableColumn<AdminUser>[] = [
    { key: 'firstName', header: t('admin.users.columns.firstName'), render: (user) => user.first_name },
    { key: 'lastName', header: t('admin.users.columns.lastName'), render: (user) => user.last_name },
    {
      key: 'email',
      header: t('admin.users.columns.email'),
      render: (user) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ),
    },
    {
      key: 'phone',
      header: t('admin.users.columns.phone'),
      render: (user) => <Phone user={user} />,
    },
    {
      key: 'code',
      header: t('admin.users.columns.code'),
      render: (user) => <Code user={user} />,
    },
    {
      key: 'registered',
      header: t('admin.users.columns.registered'),
      render: (user) => <DateTime size="sm" value={user.created_at} />,
    },
    { key: 'details', header: t('admin.users.columns.details'), render: (user) => detailsButton(user) },
  ];
  function detailsButton(user: AdminUser) {
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconUserCircle size={14} aria-hidden />}
        aria-label={t('admin.users.detailsOf', { name: fullName(user) || user.unique_id })}
        onClick={() => openDetails(user)}
      >
        {t('admin.users.columns.details')}
      </Button>
    );
  }

  const codes = [...selected.values()].map((user) => `#${user.unique_id}`).join(', ');
  return (
    <Stack gap="md">
      {banner.visible && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {t('admin.users.add.success')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('admin.users.searchLabel')}>
        <DebouncedFilter
          label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={filters.search}
          onCommit={(search) => setFilters({ search })}
          autoComplete="off"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
        />
      </Paper>
      <DataTable
        caption={t('admin.users.caption')}
        columns={columns}
        {...pagedTable(list, page, (next) => setFilters({}, next))}
        rows={rows}
        getRowId={(user) => user.id}
        emptyText={filters.search ? t('admin.users.notFound') : t('admin.users.empty')}
        minWidth={960}
        renderCard={(user) => (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {fullName(user)}
              </Text>
              <Code user={user} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Phone user={user} />
            <Group justify="space-between" gap="xs">
              <DateTime size="xs" c="dimmed" value={user.created_at} />
              {detailsButton(user)}
            </Group>
          </Stack>
        )}
        selectable
        selectedIds={[...selected.keys()]}
        onSelectionChange={select}
        bulkActions={
          <>
            <Button size="xs" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('admin.users.deleteSelected')}
            </Button>
            <Button
              size="xs"
              color="gray"
              variant="subtle"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => setSelected(new Map())}
            >
              {t('admin.users.clearSelection')}
            </Button>
          </>
        }
      />
      <AddUserDialog opened={adding} onClose={() => setAdding(false)} onAdded={banner.show} />
      <UserDetailsDialog
        {...details}
        myId={me.data?.id ?? null}
        onClose={() => setDetails((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={deleteSelected}
        title={t('admin.users.deleteTitle')}
        message={t('admin.users.deleteText', { count: selected.size, codes })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
      />
    </Stack>
  );
}
