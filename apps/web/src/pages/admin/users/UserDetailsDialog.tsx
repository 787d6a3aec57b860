import {
  type AdminUser,
  adminUserUpdateSchema,
  can,
  formatPhoneInput,
  isStaff,
  type Profile,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '@kerben/domain';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconHistory, IconKey, IconMail, IconPackage, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddresses } from '../../../api/addresses';
import { auditLinkOf } from '../../../api/audit';
import {
  type UserEditValues,
  useConfirmEmailChange,
  useRequestEmailChange,
  useSendResetCode,
  useSetRole,
  useUpdateUser,
  useUserProfile,
} from '../../../api/users';
import { CodeInput } from '../../../components/CodeInput';
import { DialogActions } from '../../../components/DialogActions';
import { fileFieldProps } from '../../../components/EntityDialog';
import { ErrorState } from '../../../components/ErrorState';
import { ImagePicker } from '../../../components/ImagePicker';
import { PhoneInput } from '../../../components/PhoneInput';
import { ApiError } from '../../../lib/api-error';
import { dismissUnless } from '../../../lib/dismiss';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatDay } from '../../../lib/format';
import { errorMessage, notifyFailure, notifySuccess } from '../../../lib/notify';

const checkSchema = schemaResolver(adminUserUpdateSchema, { sync: true });

/** The parcels of a client on the all-parcels page, filtered by their code. */
export const parcelsOfClient = (code: string) => `/admin/warehouses/warehousesall?client=${encodeURIComponent(code)}`;

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
    <Modal
      opened={opened}
      {...dismissUnless(pending, onClose)}
      title={user ? t('admin.users.details.title', { code: user.unique_id }) : ''}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: pending }}
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
    </Modal>
  );
}

const valuesOf = (profile: Profile): UserEditValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone_number: profile.phone_number ? formatPhoneInput(profile.phone_number) : '',
  address: profile.address,
  front_image: null,
  back_image: null,
  removeFrontImage: false,
  removeBackImage: false,
});

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
  const update = useUpdateUser();
  const role = useSetRole();
  const addresses = useAddresses({ userId: user.id });
  const form = useForm<UserEditValues>({
    initialValues: valuesOf(profile),
    // An account without a phone (an old registration) may be saved without one.
    validate: (values) => checkSchema({ ...values, phone_number: values.phone_number.replace(/^\+$/, '') || undefined }),
  });
  const pending = update.isPending;
  const isMe = myId === user.id;

  const submit = (values: UserEditValues) =>
    update.mutate(
      { id: user.id, values },
      {
        onSuccess: () => {
          notifySuccess(t('admin.users.details.saved'));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error, { failureTitle: t('admin.users.details.saveFailed') }),
      },
    );

  const changeRole = (next: Role) =>
    role.mutate(
      { ids: [user.id], role: next },
      {
        onSuccess: () => notifySuccess(t('admin.users.details.roleSet', { role: ROLE_LABELS[next] })),
        onError: (error) => notifyFailure(error, { title: t('admin.users.details.roleFailed') }),
      },
    );

  const passport = (field: 'front_image' | 'back_image', removeKey: 'removeFrontImage' | 'removeBackImage', label: string) => {
    const picker = fileFieldProps(form, field);
    return (
      <ImagePicker
        label={label}
        preview="inline"
        hint={null}
        disabled={pending}
        {...picker}
        currentUrl={form.values[removeKey] ? null : profile[field]}
        onRemoveCurrent={() => form.setFieldValue(removeKey, true)}
      />
    );
  };

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

      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('admin.users.add.firstName')} required {...form.getInputProps('first_name')} />
            <TextInput label={t('admin.users.add.lastName')} required {...form.getInputProps('last_name')} />
            <TextInput
              label={t('admin.users.add.email')}
              type="email"
              readOnly
              description={t(
                can(profile.role, 'changeOwnEmail') ? 'admin.users.details.staffEmailOwn' : 'admin.users.details.emailByCode',
              )}
              {...form.getInputProps('email')}
            />
            <PhoneInput label={t('admin.users.add.phone')} forcePlus {...form.getInputProps('phone_number')} />
          </SimpleGrid>
          <Textarea
            label={t('admin.users.details.address')}
            autosize
            minRows={1}
            maxRows={4}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {passport('front_image', 'removeFrontImage', t('admin.users.add.frontImage'))}
            {passport('back_image', 'removeBackImage', t('admin.users.add.backImage'))}
          </SimpleGrid>
          <DialogActions onCancel={onClose} pending={pending} submitLabel={t('admin.users.details.save')} />
        </Stack>
      </form>

      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={4}>{t('admin.users.details.addresses')}</Title>
          {addresses.data ? (
            addresses.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('admin.users.details.noAddresses')}
              </Text>
            ) : (
              <List size="sm" spacing={6}>
                {addresses.data.map((address) => (
                  <List.Item key={address.id}>
                    <Text size="sm" fw={600} span>
                      {address.full_name}
                    </Text>
                    {`, ${address.address}, ${address.city}, ${address.country}`}
                  </List.Item>
                ))}
              </List>
            )
          ) : addresses.error ? (
            <Text size="sm" c="red">
              {t('admin.users.details.addressesFailed')}
            </Text>
          ) : (
            <Skeleton h={40} />
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={4}>{t('admin.users.details.parcelsTitle')}</Title>
          <Group gap="sm">
            <Text size="sm">{t('admin.users.details.parcels', { count: user.parcels_count })}</Text>
            <Anchor component={Link} to={parcelsOfClient(profile.unique_id)} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconPackage size={16} aria-hidden />
                {t('admin.users.details.openParcels')}
              </Group>
            </Anchor>
          </Group>
          {/* An account of money is a customer's: the staff's have none to correct or refund. */}
          {!isStaff(profile.role) && (
            <Anchor component={Link} to={`/admin/users/${user.id}/account`} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconReceipt size={16} aria-hidden />
                {t('admin.users.details.account')}
              </Group>
            </Anchor>
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
          <Anchor component={Link} to={auditLinkOf('user', user.id)} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconHistory size={16} aria-hidden />
              {t('admin.users.details.history')}
            </Group>
          </Anchor>
          {isStaff(profile.role) && (
            <Anchor component={Link} to={`/admin/audit?actor=${user.id}`} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconHistory size={16} aria-hidden />
                {t('admin.users.details.actions')}
              </Group>
            </Anchor>
          )}
        </Stack>
      </SimpleGrid>
      <Divider />
      <AccessHelp userId={user.id} staff={isStaff(profile.role)} />
    </Stack>
  );
}

/**
 * 'Помощь с доступом': a reset code to the account's email, and for a customer a corrected email,
 * which replaces the old one once the code mailed to the new address is typed here (the customer
 * reads it out). A staff member's email is changed by its owner only (the server answers 403).
 */
function AccessHelp({ userId, staff }: { userId: number; staff: boolean }) {
  const { t } = useTranslation();
  const reset = useSendResetCode();

  return (
    <Stack gap="sm">
      <Title order={4}>{t('admin.users.details.help')}</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconKey size={16} aria-hidden />}
          loading={reset.isPending}
          onClick={() =>
            reset.mutate(userId, {
              onSuccess: (answer) => notifySuccess(answer.detail),
              onError: (error) => notifyFailure(error, { title: t('admin.users.details.resetFailed') }),
            })
          }
        >
          {t('admin.users.details.sendReset')}
        </Button>
      </Group>
      {staff ? (
        <Text size="sm" c="dimmed">
          {t('admin.users.details.staffEmailOwn')}
        </Text>
      ) : (
        <EmailCorrection userId={userId} />
      )}
    </Stack>
  );
}

/** A customer's corrected email: a code to the new address, typed here once the customer reads it out. */
function EmailCorrection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.field(field) : undefined);

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.users.details.newEmail')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError(request.error, 'email')}
          style={{ flex: '1 1 240px' }}
        />
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden />}
          loading={request.isPending}
          disabled={!email.trim()}
          onClick={() =>
            request.mutate(
              { id: userId, email: email.trim() },
              {
                onSuccess: (answer) => {
                  setAsked(true);
                  notifySuccess(answer.detail);
                },
                onError: (error) => {
                  if (!fieldError(error, 'email')) notifyFailure(error, { title: t('admin.users.details.emailFailed') });
                },
              },
            )
          }
        >
          {t('admin.users.details.sendCode')}
        </Button>
      </Group>
      {asked && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CodeInput
            label={t('admin.users.details.codeLabel')}
            value={code}
            onChange={setCode}
            error={fieldError(confirm.error, 'code')}
          />
          <Button
            loading={confirm.isPending}
            disabled={code.length !== 6}
            onClick={() =>
              confirm.mutate(
                { id: userId, code },
                {
                  onSuccess: (answer) => {
                    setAsked(false);
                    setCode('');
                    setEmail('');
                    notifySuccess(answer.detail);
                  },
                  onError: (error) => {
                    if (!fieldError(error, 'code')) notifyFailure(error, { title: t('admin.users.details.emailFailed') });
                  },
                },
              )
            }
          >
            {t('admin.users.details.confirmCode')}
          </Button>
        </Group>
      )}
    </>
  );
}
