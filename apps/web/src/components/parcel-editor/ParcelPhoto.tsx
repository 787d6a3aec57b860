import type { Parcel } from '@kerben/domain';
import { Anchor, Button, Center, FileButton, Group, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useUpdateParcel } from '../../api/parcels';
import { notifyFailure, notifySuccess } from '../../lib/notify';

/** The parcel's photo (enlarge it, add or replace it at once) and a link to its receipt. */
export function ParcelPhoto({ parcel, update }: { parcel: Parcel; update: ReturnType<typeof useUpdateParcel> }) {
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
