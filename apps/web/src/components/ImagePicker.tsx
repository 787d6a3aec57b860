import '@mantine/dropzone/styles.css';
import { MSG } from '@kerben/domain';
import { Anchor, Button, Group, Image, Input, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileWithPath, MIME_TYPES } from '@mantine/dropzone';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = [MIME_TYPES.png, MIME_TYPES.jpeg, MIME_TYPES.webp];

export interface ImagePickerProps {
  label: string;
  /** The newly chosen file, not yet sent. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image already saved on the server, shown while no new file is chosen. */
  currentUrl?: string | null;
  /** Offers deleting the saved image; called when the person removes it. */
  onRemoveCurrent?: () => void;
  /** Upload progress 0-100 while the form is being sent, otherwise null/undefined. */
  progress?: number | null;
  error?: ReactNode;
  /** Defaults to 'Формат PNG, JPEG, JPG | Максимальный размер файла 5 МБ | 512x512'; null hides it. */
  hint?: string | null;
  /** inline: a thumbnail beside the picker; dialog: only the 'view' link with a preview dialog. */
  preview?: 'inline' | 'dialog';
  required?: boolean;
  disabled?: boolean;
}

/** An object URL for a file, revoked when the file changes or the component goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Choose an image by click or drag and drop, see it, remove it; shows the upload progress while
 * the surrounding form sends it. The size and resolution in the hint are advice (docs/product.md#forms);
 * the server refuses files over the limit with a message.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  currentUrl,
  onRemoveCurrent,
  progress,
  error,
  hint = MSG.imageHint,
  preview = 'inline',
  required,
  disabled,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [viewing, viewer] = useDisclosure(false);
  const [rejected, setRejected] = useState(false);
  const fileUrl = useObjectUrl(value);
  const shownUrl = fileUrl ?? currentUrl ?? null;
  const alt = value ? t('components.image.previewAlt', { name: value.name }) : t('components.image.currentAlt');
  const uploading = progress !== null && progress !== undefined;

  const remove = () => {
    viewer.close();
    if (value) onChange(null);
    else onRemoveCurrent?.();
  };
  const canRemove = Boolean(value) || Boolean(currentUrl && onRemoveCurrent);

  return (
    <Input.Wrapper
      id={`${id}-input`}
      label={label}
      required={required}
      error={error ?? (rejected ? t('components.image.rejected') : undefined)}
      description={hint ?? undefined}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6}>
        <Group gap="md" align="stretch">
          {preview === 'inline' && shownUrl && (
            <Image src={shownUrl} alt={alt} w={88} h={88} radius="md" fit="cover" style={{ flexShrink: 0 }} />
          )}
          <Dropzone
            onDrop={(files: FileWithPath[]) => {
              setRejected(false);
              onChange(files[0] ?? null);
            }}
            onReject={() => setRejected(true)}
            accept={ACCEPT}
            multiple={false}
            maxFiles={1}
            disabled={disabled || uploading}
            // react-dropzone names its input 'file upload'; the field's own label is the right name.
            inputProps={{
              id: `${id}-input`,
              'aria-label': label,
              'aria-describedby': hint ? `${id}-input-description` : undefined,
            }}
            // On a phone the drop area goes under the preview instead of squeezing beside it.
            style={{ flex: '1 1 200px', minWidth: 0, borderColor: error ? 'var(--mantine-color-error)' : undefined }}
            p="sm"
            radius="md"
          >
            <Group gap="sm" wrap="nowrap" mih={62} style={{ pointerEvents: 'none' }}>
              <ThemeIcon variant="light" size={40} radius="md">
                <Dropzone.Idle>
                  <IconPhoto size={22} aria-hidden />
                </Dropzone.Idle>
                <Dropzone.Accept>
                  <IconUpload size={22} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconTrash size={22} aria-hidden />
                </Dropzone.Reject>
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {value ? value.name : t('components.image.choose')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('components.image.drop')}
                </Text>
              </div>
            </Group>
          </Dropzone>
        </Group>
        {uploading && (
          <Stack gap={4}>
            <Progress value={progress} size="sm" animated aria-label={t('components.image.uploading', { percent: progress })} />
            <Text size="xs" c="dimmed">
              {t('components.image.uploading', { percent: progress })}
            </Text>
          </Stack>
        )}
        {shownUrl && (
          <Group gap="md">
            <Anchor component="button" type="button" size="sm" onClick={viewer.open}>
              {t('components.image.view')}
            </Anchor>
            {canRemove && !uploading && (
              <Anchor component="button" type="button" size="sm" c="red" onClick={remove}>
                {t('components.image.remove')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={viewing && Boolean(shownUrl)}
        onClose={viewer.close}
        title={t('components.image.previewTitle')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {shownUrl && <Image src={shownUrl} alt={alt} radius="md" mah="70vh" fit="contain" />}
        <Group justify="flex-end" mt="md">
          {canRemove && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={remove}>
              {t('common.delete')}
            </Button>
          )}
          <Button variant="default" onClick={viewer.close}>
            {t('common.close')}
          </Button>
        </Group>
      </Modal>
    </Input.Wrapper>
  );
}
