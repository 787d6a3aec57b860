import { formatPhoneInput, type OutOfStateRequest } from '@kerben/domain';
import { ActionIcon, Badge, Group, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteOutOfStateRequest,
  useMarkOutOfStateRequestProcessed,
  useOutOfStateRequests,
} from '../../api/out-of-state-requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DateTime } from '../../components/DateTime';
import { DebouncedFilter } from '../../components/DebouncedFilter';
import { pagedTable } from '../../components/data-table/paged';
import { useRecordActions } from '../../components/use-record-actions';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { OutOfStateRequestDialog, outsideTexts } from './out-of-state/OutOfStateRequestDialog';
import '../../i18n/ru/public-pages';

const FILTERS = ['status', 'search'] as const;
const wrap = { overflowWrap: 'anywhere' } as const;

function StatusBadge({ request }: { request: OutOfStateRequest }) {
  const { t } = useTranslation();
  return request.status ? (
    <Badge color="orange" variant="light">
      {t('admin.outside.new')}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {t('admin.outside.processed')}
    </Badge>
  );
}

/**
 * /admin/illinois ('Межштатные'): requests of senders outside Illinois/Delaware, newest first,
 * filtered by state and searched by name, email, phone or address (kept in the address); edit,
 * delete, and one click to mark a new request processed.
 */
export function OutOfStateRequestsPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters } = useUrlFilters(FILTERS);
  const list = useOutOfStateRequests({ ...filters, page });
  const editing = useRecordActions({ texts: outsideTexts, remove: useDeleteOutOfStateRequest() });
  const update = useMarkOutOfStateRequestProcessed();

  const markProcessed = (request: OutOfStateRequest) =>
    update.mutate(request.id, {
      onSuccess: () => notifySuccess(t('admin.outside.markedProcessed', { name: request.full_name })),
      onError: (error) => notifyFailure(error, { title: t('admin.outside.request.updateFailed') }),
    });

  const actions = (request: OutOfStateRequest) => (
    <Group gap={6} wrap="nowrap">
      {request.status && (
        <Tooltip label={t('admin.outside.markProcessed')}>
          <ActionIcon
            size="md"
            variant="light"
            color="green"
            onClick={() => markProcessed(request)}
            loading={update.isPending && update.variables === request.id}
            aria-label={t('admin.outside.markProcessedOf', { name: request.full_name })}
          >
            <IconCheck size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {editing.actions(request, 'md')}
    </Group>
  );

  const columns: DataTableColumn<OutOfStateRequest>[] = [
    {
      key: 'name',
      header: t('outside.fullName'),
      render: (r) => (
        <>
          <Text size="sm" fw={600} style={wrap}>
            {r.full_name}
          </Text>
          <DateTime size="xs" c="dimmed" value={r.created_at} />
        </>
      ),
    },
    {
      key: 'address',
      header: t('admin.outside.address'),
      render: (r) => (
        <Text size="sm" style={wrap}>
          {r.address}
        </Text>
      ),
    },
    {
      key: 'telegram',
      header: t('outside.telegram'),
      render: (r) => <Text size="sm">{r.telegram ? `@${r.telegram}` : '—'}</Text>,
    },
    {
      key: 'phone',
      header: t('outside.phone'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPhoneInput(r.phone_number)}
        </Text>
      ),
    },
    {
      key: 'weight',
      header: t('admin.outside.weight'),
      render: (r) => <Text size="sm">{t('calculator.kg', { value: r.cargo_weight })}</Text>,
    },
    {
      key: 'email',
      header: t('outside.email'),
      render: (r) => (
        <Text size="sm" style={wrap}>
          {r.email}
        </Text>
      ),
    },
    {
      key: 'whatsapp',
      header: t('outside.whatsapp'),
      render: (r) => <Text size="sm">{r.whatsapp ? formatPhoneInput(r.whatsapp) : '—'}</Text>,
    },
    { key: 'status', header: t('admin.outside.processed'), render: (r) => <StatusBadge request={r} /> },
    { key: 'actions', header: t('admin.outside.actions'), render: actions },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t('admin.outside.filters')}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('admin.outside.statusFilter')}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            data={[
              { value: '', label: t('admin.outside.all') },
              { value: 'true', label: t('admin.outside.newMany') },
              { value: 'false', label: t('admin.outside.processedMany') },
            ]}
          />
          <DebouncedFilter
            label={t('admin.outside.search')}
            placeholder={t('admin.outside.searchPlaceholder')}
            value={filters.search}
            onCommit={(search) => setFilters({ search })}
            type="search"
            autoComplete="off"
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 240px' }}
          />
        </Group>
      </Paper>
      <DataTable
        caption={t('admin.outside.caption')}
        columns={columns}
        {...pagedTable(list, page, (next) => setFilters({}, next))}
        getRowId={(r) => r.id}
        emptyText={filters.search || filters.status ? t('admin.outside.notFound') : t('admin.outside.empty')}
        minWidth={1040}
      />
      <OutOfStateRequestDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </Stack>
  );
}
