import { AUDIT_ENTITIES, AUDIT_VERBS, type AuditEntry, type Role } from '@kerben/domain';
import { Button, Code, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuditLog } from '../../api/audit';
import { useStaffAccounts } from '../../api/users';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTime } from '../../components/DateTime';
import { DebouncedFilter } from '../../components/DebouncedFilter';
import { pagedTable } from '../../components/data-table/paged';
import { useUrlFilters } from '../../hooks/use-url-filters';

const FILTERS = ['actor', 'entity', 'entity_id', 'action', 'date_from', 'date_to'] as const;
const wrap = { overflowWrap: 'anywhere' } as const;

/** 'parcel.update' as people read it: «Посылка: изменение». */
function actionLabel(action: string): string {
  const [entity = '', verb = ''] = action.split('.');
  const what = AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] ?? entity;
  return `${what}: ${AUDIT_VERBS[verb] ?? verb}`;
}

/** A field's value as text; nothing (an empty text, null) is a dash. */
const shown = (value: unknown) =>
  value === '' || value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields of an entry: for a change, each field was → became; for a creation or deletion, the row. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <Text size="sm">—</Text>;
  const changed = entry.before !== null && entry.after !== null;
  return (
    <Stack gap={2}>
      {keys.slice(0, 12).map((key) => (
        <Text key={key} size="xs" style={wrap}>
          <Code>{key}</Code>{' '}
          {changed
            ? `${t('admin.audit.before')}: ${shown(entry.before?.[key])}; ${t('admin.audit.after')}: ${shown(entry.after?.[key])}`
            : shown((entry.after ?? entry.before)?.[key])}
        </Text>
      ))}
      {keys.length > 12 && (
        <Text size="xs" c="dimmed">
          …
        </Text>
      )}
    </Stack>
  );
}

/**
 * /admin/audit ('Журнал действий'): every write by admins and operators, newest first, filtered by
 * who, what, which record and a period (kept in the address, so a parcel's or a user's details link
 * to their entries).
 */
export function AuditPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useAuditLog({ ...filters, page });
  const staff = useStaffAccounts();
  const staffRole = (role: Role) => t(role === 'operator' ? 'admin.audit.roleOperator' : 'admin.audit.roleAdmin');
  const filtered = Object.values(filters).some(Boolean);

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (e) => <DateTime size="sm" value={e.at} /> },
    {
      key: 'who',
      header: t('admin.audit.who'),
      render: (e) => (
        <>
          {/* Their name filters the log to what they did. */}
          <Text size="sm" fw={600} style={wrap} component={Link} to={`/admin/audit?actor=${e.actor_id ?? ''}`} c="kerben">
            {e.actor_name ?? t('admin.audit.deleted', { id: e.actor_id ?? '' })}
            {e.actor_code ? ` #${e.actor_code}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {staffRole(e.actor_role)}
          </Text>
        </>
      ),
    },
    { key: 'what', header: t('admin.audit.what'), render: (e) => <Text size="sm">{actionLabel(e.action)}</Text> },
    {
      key: 'record',
      header: t('admin.audit.record'),
      render: (e) =>
        e.entity_id === null ? (
          '—'
        ) : (
          <Text size="sm" component={Link} to={`/admin/audit?entity=${e.entity}&entity_id=${e.entity_id}`} c="kerben">
            #{e.entity_id}
          </Text>
        ),
    },
    { key: 'ip', header: t('admin.audit.ip'), render: (e) => <Text size="sm">{e.ip ?? '—'}</Text> },
    { key: 'changes', header: t('admin.audit.changes'), render: (e) => <Changes entry={e} /> },
  ];

  // Who may have written: today's operators and admins; someone picked from a row who is no longer
  // staff (or was deleted) stays named by their id.
  const staffAccounts = staff.data?.results ?? [];
  const actorOptions = [
    { value: '', label: t('admin.audit.actorAll') },
    ...staffAccounts.map((user) => ({
      value: String(user.id),
      label: `${user.first_name} ${user.last_name} #${user.unique_id} (${staffRole(user.role)})`,
    })),
    ...(filters.actor && !staffAccounts.some((user) => String(user.id) === filters.actor)
      ? [{ value: filters.actor, label: t('admin.audit.actorById', { id: filters.actor }) }]
      : []),
  ];
  const entityOptions = [
    { value: '', label: t('admin.audit.entityAll') },
    ...Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label })),
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('admin.audit.filters')}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t('admin.audit.actor')}
            data={actorOptions}
            value={filters.actor}
            onChange={(actor) => setFilters({ actor: actor ?? '' })}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('admin.audit.actorNotFound')}
            style={{ flex: '0 1 280px' }}
          />
          <Select
            label={t('admin.audit.entity')}
            data={entityOptions}
            value={filters.entity}
            onChange={(entity) => setFilters({ entity: entity ?? '' })}
            allowDeselect={false}
            style={{ flex: '0 1 220px' }}
          />
          <DebouncedFilter
            label={t('admin.audit.entityId')}
            value={filters.entity_id}
            onCommit={(entity_id) => setFilters({ entity_id })}
            inputMode="numeric"
            autoComplete="off"
            style={{ flex: '0 1 140px' }}
          />
          <TextInput
            type="date"
            label={t('admin.audit.dateFrom')}
            value={filters.date_from}
            onChange={(event) => setFilters({ date_from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('admin.audit.dateTo')}
            value={filters.date_to}
            onChange={(event) => setFilters({ date_to: event.currentTarget.value })}
          />
          {filtered && (
            <Button variant="default" onClick={() => setFilters(Object.fromEntries(FILTERS.map((key) => [key, ''])))}>
              {t('admin.audit.reset')}
            </Button>
          )}
        </Group>
      </Paper>
      <DataTable
        caption={t('admin.audit.caption')}
        columns={columns}
        {...pagedTable(list, page, (next) => setFilters({}, next))}
        getRowId={(e) => e.id}
        emptyText={filtered ? t('admin.audit.notFound') : t('admin.audit.empty')}
        minWidth={1040}
      />
    </Stack>
  );
}
