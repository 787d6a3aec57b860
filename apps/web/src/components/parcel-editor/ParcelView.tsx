import { type Parcel, toDisplayDate, warehouseName } from '@kerben/domain';
import { Anchor, Button, DataList, Group, Paper, Popover, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconHistory, IconMapPin, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditLinkOf } from '../../api/audit';
import type { useUpdateParcel } from '../../api/parcels';
import { useAbility } from '../../hooks/use-role';
import { CARD_LAYOUT_QUERY } from '../DataTable';
import { DeclaredItems } from '../declaration/DeclaredItems';
import { DutyNotice } from '../declaration/DutyNotice';
import { Fact } from '../Fact';
import { labelsPath } from './label-links';
import { ParcelHistory } from './ParcelHistory';
import { ParcelPhoto } from './ParcelPhoto';
import { PaidBadge, StatusSwatch, weightText } from './parcel-badges';
import { twoDecimals } from './parcel-form';

function AddressField({ address }: { address: Parcel['address_detail'] }) {
  const { t } = useTranslation();
  if (!address) return <Text c="dimmed">{t('admin.parcels.view.noAddress')}</Text>;
  return (
    <Popover width={300} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Anchor component="button" type="button" ta="left" size="sm">
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            {address.city}, {address.country}
          </Group>
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {address.full_name}
          </Text>
          <Text size="sm">{address.address}</Text>
          <Text size="sm">
            {address.city}, {address.country}
          </Text>
          <Text size="sm" c="dimmed">
            {address.phone_number}
          </Text>
          <Text size="sm" c="dimmed">
            {address.email}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** What the drawer shows of a parcel until 'Редактировать' is pressed. */
export function ParcelView({
  parcel,
  update,
  onEdit,
}: {
  parcel: Parcel;
  update: ReturnType<typeof useUpdateParcel>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  // The audit log is the admins'; operators' own changes are in it too.
  const readsAudit = useAbility('readAudit');
  const dims = [parcel.length, parcel.width, parcel.height];
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <StatusSwatch status={parcel.status} />
          <PaidBadge parcel={parcel} />
        </Group>
        <Group gap="xs">
          <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit} data-autofocus>
            {t('admin.parcels.view.edit')}
          </Button>
          <Button
            component="a"
            href={labelsPath([parcel.id])}
            target="_blank"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('admin.parcels.printLabel')}
          </Button>
          {readsAudit && (
            <Button
              component={Link}
              to={auditLinkOf('parcel', parcel.id)}
              variant="subtle"
              leftSection={<IconHistory size={16} aria-hidden />}
            >
              {t('admin.parcels.view.auditHistory')}
            </Button>
          )}
        </Group>
      </Group>
      <ParcelPhoto parcel={parcel} update={update} />
      <Paper withBorder radius="md" p="md">
        <DataList orientation="horizontal" labelWidth={phone ? 112 : 150} gap="xs" size="sm">
          <Fact label={t('admin.parcels.view.number')}>№{parcel.id}</Fact>
          <Fact label={t('admin.parcels.view.client')}>
            #{parcel.client.unique_id} · {`${parcel.client.first_name} ${parcel.client.last_name}`.trim()}
          </Fact>
          <Fact label={t('admin.parcels.form.address')}>
            <AddressField address={parcel.address_detail} />
          </Fact>
          <Fact label={t('admin.parcels.form.warehouse')}>
            {warehouseName(parcel.warehouse_detail.id, parcel.warehouse_detail.name)}
          </Fact>
          <Fact label={t('admin.parcels.form.track')}>{parcel.track_number || '—'}</Fact>
          <Fact label={t('admin.parcels.form.courier')}>{parcel.courier_service_detail?.name ?? '—'}</Fact>
          <Fact label={t('admin.parcels.view.route')}>
            {parcel.country_of_origin?.name ?? '—'} → {parcel.country_of_destination?.name ?? '—'}
          </Fact>
          <Fact label={t('admin.parcels.form.weight')}>{weightText(parcel.weight)}</Fact>
          <Fact label={t('admin.parcels.view.dimensions')}>
            {dims.every((value) => value === null) ? '—' : dims.map((value) => value ?? '—').join(' × ')}
          </Fact>
          <Fact label={t('admin.parcels.view.price')}>{twoDecimals(parcel.price)}</Fact>
          <Fact label={t('admin.parcels.form.dateSent')}>{toDisplayDate(parcel.date_sent) || '—'}</Fact>
          <Fact label={t('admin.parcels.form.dateArrived')}>{toDisplayDate(parcel.date_arrived) || '—'}</Fact>
          <Fact label={t('admin.parcels.form.comments')}>
            <span style={{ whiteSpace: 'pre-line' }}>{parcel.comments || '—'}</span>
          </Fact>
        </DataList>
      </Paper>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('admin.parcels.view.declaration')}
        </Title>
        <DeclaredItems items={parcel.items} value={parcel.declared_value_usd} />
        {parcel.items.length > 0 && <DutyNotice duty={parcel.duty} unweighed={parcel.weight === null} />}
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('admin.parcels.view.history')}
        </Title>
        <ParcelHistory parcelId={parcel.id} />
      </Stack>
    </Stack>
  );
}
