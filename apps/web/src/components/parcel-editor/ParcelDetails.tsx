import { type Parcel, toDisplayDate, warehouseName } from '@kerben/domain';
import {
  Anchor,
  Button,
  Center,
  DataList,
  Drawer,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Popover,
  Stack,
  Text,
  Timeline,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconHistory, IconMapPin, IconPhoto, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditLinkOf } from '../../api/audit';
import { useParcel, useParcelEvents, useUpdateParcel } from '../../api/parcels';
import { useAbility } from '../../hooks/use-role';
import { ApiError } from '../../lib/api-error';
import { dismissUnless } from '../../lib/dismiss';
import { applyServerErrors } from '../../lib/form-errors';
import { dateFormat } from '../../lib/format';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { CARD_LAYOUT_QUERY } from '../DataTable';
import { DialogActions } from '../DialogActions';
import { DeclaredItems } from '../declaration/DeclaredItems';
import { DutyNotice } from '../declaration/DutyNotice';
import { useDeclarationText } from '../parcels/StatusTimeline';
import { QueryView } from '../QueryView';
import { labelsPath } from './label-links';
import { ParcelClientFields, ParcelDataFields, ParcelStatusFields } from './ParcelFields';
import { PaidBadge, StatusSwatch, weightText } from './parcel-badges';
import { type ParcelFormValues, parcelInput, parcelValuesOf, twoDecimals, validateParcel } from './parcel-form';
import { useParcelOptions } from './parcel-options';

export interface ParcelDetailsProps {
  /** The parcel to show; its row from the list shows at once while the fresh one loads. */
  parcel: Parcel | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A parcel's details beside the list: photo (enlarge, replace), receipt, status and paid flag,
 * address, measures, price, dates, comment and the status history; 'Редактировать' turns it into
 * the edit form (the wizard's fields), 'Печать этикетки' opens its label.
 */
export function ParcelDetails({ parcel: row, opened, onClose }: ParcelDetailsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  const fresh = useParcel(opened && row ? row.id : null);
  const parcel = fresh.data?.id === row?.id ? (fresh.data ?? row) : row;
  const [editing, setEditing] = useState<number | null>(null);
  const isEditing = parcel !== null && editing === parcel.id;
  const update = useUpdateParcel();

  return (
    <Drawer
      opened={opened}
      {...dismissUnless(update.isPending, onClose)}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        parcel && (
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {isEditing ? t('admin.parcels.edit.title', { name: parcel.name }) : parcel.name}
          </Title>
        )
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {parcel &&
        (isEditing ? (
          <ParcelEditForm parcel={parcel} update={update} onDone={() => setEditing(null)} />
        ) : (
          <ParcelView parcel={parcel} update={update} onEdit={() => setEditing(parcel.id)} />
        ))}
    </Drawer>
  );
}

type UpdateParcel = ReturnType<typeof useUpdateParcel>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function PhotoBlock({ parcel, update }: { parcel: Parcel; update: UpdateParcel }) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState(false);
  const replace = (file: File | null) => {
    if (!file) return;
    update.mutate(
      { id: parcel.id, values: { image: file } },
      {
        onSuccess: () => notifySuccess(t('admin.parcels.view.photoSaved')),
        onError: (error) => notifyFailure(error, { title: t('admin.parcels.view.photoFailed') }),
      },
    );
  };
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      {parcel.image ? (
        <UnstyledButton onClick={() => setEnlarged(true)} aria-label={t('admin.parcels.view.enlarge')} style={{ flexShrink: 0 }}>
          <Image
            src={parcel.image}
            alt={t('admin.parcels.view.photoAlt', { name: parcel.name })}
            w={132}
            h={132}
            radius="md"
            fit="cover"
          />
        </UnstyledButton>
      ) : (
        <Center w={132} h={132} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}>
          <Stack align="center" gap={4}>
            <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-5)" />
            <Text size="xs" c="dimmed">
              {t('admin.parcels.view.noPhoto')}
            </Text>
          </Stack>
        </Center>
      )}
      <Stack gap="xs" miw={0}>
        <FileButton onChange={replace} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={update.isPending}
            >
              {parcel.image ? t('admin.parcels.view.replacePhoto') : t('admin.parcels.view.addPhoto')}
            </Button>
          )}
        </FileButton>
        {parcel.image_check ? (
          <Anchor href={parcel.image_check} target="_blank" rel="noopener" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconReceipt size={16} aria-hidden />
              {t('admin.parcels.view.receipt')}
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.parcels.view.noReceipt')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={enlarged}
        onClose={() => setEnlarged(false)}
        title={parcel.name}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {parcel.image && (
          <Image src={parcel.image} alt={t('admin.parcels.view.photoAlt', { name: parcel.name })} mah="75vh" fit="contain" />
        )}
      </Modal>
    </Group>
  );
}

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

function History({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  const events = useParcelEvents(parcelId);
  const declarationText = useDeclarationText();
  return (
    <QueryView
      query={events}
      errorTitle={t('admin.parcels.view.historyFailed')}
      empty={<Text c="dimmed">{t('admin.parcels.view.historyEmpty')}</Text>}
      loading={<Loader size="sm" aria-label={t('common.loading')} />}
    >
      {(list) => (
        <Timeline active={list.length - 1} bulletSize={14} lineWidth={2}>
          {list.map((event) => (
            <Timeline.Item
              key={event.id}
              title={event.status ? event.status.name : event.declaration ? declarationText(event.declaration) : ''}
              color={event.status ? undefined : 'gray'}
            >
              <Text size="xs" c="dimmed">
                {dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(event.created_at))}
                {event.changed_by && ` · ${t('admin.parcels.view.changedBy', { name: event.changed_by.name })}`}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </QueryView>
  );
}

function ParcelView({ parcel, update, onEdit }: { parcel: Parcel; update: UpdateParcel; onEdit: () => void }) {
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
      <PhotoBlock parcel={parcel} update={update} />
      <Paper withBorder radius="md" p="md">
        <DataList orientation="horizontal" labelWidth={phone ? 112 : 150} gap="xs" size="sm">
          <Field label={t('admin.parcels.view.number')}>№{parcel.id}</Field>
          <Field label={t('admin.parcels.view.client')}>
            #{parcel.client.unique_id} · {`${parcel.client.first_name} ${parcel.client.last_name}`.trim()}
          </Field>
          <Field label={t('admin.parcels.form.address')}>
            <AddressField address={parcel.address_detail} />
          </Field>
          <Field label={t('admin.parcels.form.warehouse')}>
            {warehouseName(parcel.warehouse_detail.id, parcel.warehouse_detail.name)}
          </Field>
          <Field label={t('admin.parcels.form.track')}>{parcel.track_number || '—'}</Field>
          <Field label={t('admin.parcels.form.courier')}>{parcel.courier_service_detail?.name ?? '—'}</Field>
          <Field label={t('admin.parcels.view.route')}>
            {parcel.country_of_origin?.name ?? '—'} → {parcel.country_of_destination?.name ?? '—'}
          </Field>
          <Field label={t('admin.parcels.form.weight')}>{weightText(parcel.weight)}</Field>
          <Field label={t('admin.parcels.view.dimensions')}>
            {dims.every((value) => value === null) ? '—' : dims.map((value) => value ?? '—').join(' × ')}
          </Field>
          <Field label={t('admin.parcels.view.price')}>{twoDecimals(parcel.price)}</Field>
          <Field label={t('admin.parcels.form.dateSent')}>{toDisplayDate(parcel.date_sent) || '—'}</Field>
          <Field label={t('admin.parcels.form.dateArrived')}>{toDisplayDate(parcel.date_arrived) || '—'}</Field>
          <Field label={t('admin.parcels.form.comments')}>
            <span style={{ whiteSpace: 'pre-line' }}>{parcel.comments || '—'}</span>
          </Field>
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
        <History parcelId={parcel.id} />
      </Stack>
    </Stack>
  );
}

/** The edit form: the wizard's three groups one under another, saved with one multipart PATCH. */
function ParcelEditForm({ parcel, update, onDone }: { parcel: Parcel; update: UpdateParcel; onDone: () => void }) {
  const { t } = useTranslation();
  const options = useParcelOptions();
  const form = useForm<ParcelFormValues>({ initialValues: parcelValuesOf(parcel), validate: validateParcel });
  const pending = update.isPending;
  const submit = (values: ParcelFormValues) =>
    update.mutate(
      { id: parcel.id, values: parcelInput(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t('admin.parcels.edit.saved', { name: saved.name }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) form.setFieldError('track_number', error.message);
          else applyServerErrors(form, error, { failureTitle: t('admin.parcels.edit.failed') });
        },
      },
    );
  const fieldProps = { form, options, record: parcel, pending };
  const section = (title: string, fields: ReactNode) => (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {title}
      </Title>
      {fields}
    </Stack>
  );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="xl">
        {section(t('admin.parcels.wizard.step1'), <ParcelDataFields {...fieldProps} />)}
        {section(t('admin.parcels.wizard.step2'), <ParcelStatusFields {...fieldProps} />)}
        {section(t('admin.parcels.wizard.step3'), <ParcelClientFields {...fieldProps} />)}
        <DialogActions
          onCancel={onDone}
          pending={pending}
          submitLabel={t('common.save')}
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
        />
      </Stack>
    </form>
  );
}
