import type { Tariffs, TariffVersion } from '@kerben/domain';
import { Alert, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTariffHistory } from '../../../api/tariffs';
import { DateTime } from '../../../components/DateTime';
import { formatDate } from '../../../components/parcels/parcel-format';
import { QueryView } from '../../../components/QueryView';
import { usePageAction } from '../../../hooks/page-action';
import { TariffForm } from './TariffForm';
import { TariffTables } from './TariffTables';
import '../../../i18n/ru/money-admin';

type VersionState = 'current' | 'scheduled' | 'past';

/** Every version with its state: the one in force, those scheduled, and the earlier ones. */
function versionsOf(tariffs: Tariffs): { version: TariffVersion; state: VersionState }[] {
  const scheduled = new Set(tariffs.scheduled.map((version) => version.id));
  const all = tariffs.history ?? [tariffs.current, ...tariffs.scheduled];
  return all.map((version) => ({
    version,
    state: version.id === tariffs.current.id ? 'current' : scheduled.has(version.id) ? 'scheduled' : 'past',
  }));
}

function TariffsView({ tariffs, editing, onDone }: { tariffs: Tariffs; editing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const versions = versionsOf(tariffs);
  const [shown, setShown] = useState<number>(tariffs.current.id);
  const picked = versions.find((entry) => entry.version.id === shown) ?? { version: tariffs.current, state: 'current' };
  // A new version starts from the latest one: the last scheduled, else the one in force.
  const latest = tariffs.scheduled[tariffs.scheduled.length - 1] ?? tariffs.current;
  if (editing) return <TariffForm version={latest} storage={tariffs.storage} onDone={onDone} />;
  return (
    <Stack gap="md">
      {tariffs.scheduled.length > 0 && (
        <Alert color="blue" variant="light" icon={<IconCalendarEvent size={18} aria-hidden />}>
          {t('moneyAdmin.tariffs.scheduledNote', {
            dates: tariffs.scheduled.map((version) => formatDate(version.effective_from)).join(', '),
          })}
        </Alert>
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('moneyAdmin.tariffs.version')}
          data={versions.map(({ version, state }) => ({
            value: String(version.id),
            label: t(`moneyAdmin.tariffs.state.${state}`, { date: formatDate(version.effective_from) }),
          }))}
          value={String(picked.version.id)}
          onChange={(value) => value && setShown(Number(value))}
          allowDeselect={false}
          style={{ flex: '0 1 340px' }}
        />
        <Text size="sm" c="dimmed" pb={8}>
          {t('moneyAdmin.tariffs.createdAt')} <DateTime value={picked.version.created_at} size="sm" />
        </Text>
      </Group>
      <TariffTables version={picked.version} storage={tariffs.storage} />
    </Stack>
  );
}

/**
 * «Тарифы»: the price list in force (delivery per route, services, insurance, storage per warehouse),
 * the versions scheduled and the earlier ones; «Изменить тарифы» publishes new terms from a date.
 */
export function TariffsPage() {
  const { t } = useTranslation();
  const tariffs = useTariffHistory();
  const [editing, setEditing] = useState(false);
  usePageAction(editing || !tariffs.data ? null : { label: t('moneyAdmin.tariffs.edit'), onClick: () => setEditing(true) });
  return (
    <QueryView query={tariffs} loading={<Skeleton h={320} radius="md" />} errorTitle={t('moneyAdmin.tariffs.loadFailed')}>
      {(data) => <TariffsView tariffs={data} editing={editing} onDone={() => setEditing(false)} />}
    </QueryView>
  );
}
