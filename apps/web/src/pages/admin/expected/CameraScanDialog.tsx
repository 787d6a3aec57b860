import { Alert, Box, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';
import { type CameraProblem, cameraProblem, cameraSupported, startCameraScan } from './camera';

export interface CameraScanDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The code read; the dialog should close. */
  onDetected: (text: string) => void;
}

/** 'Камера': the camera's picture until a barcode is read, or why the camera cannot be used. */
export function CameraScanDialog({ opened, onClose, onDetected }: CameraScanDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  // Each "Повторить" starts the camera afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.scan.cameraTitle')}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <CameraView key={attempt} onDetected={onDetected} onRetry={() => setAttempt((n) => n + 1)} />}
    </Modal>
  );
}

function CameraView({ onDetected, onRetry }: { onDetected: (text: string) => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | CameraProblem>(() =>
    cameraSupported() ? 'starting' : 'unsupported',
  );
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  });

  useEffect(() => {
    const element = video.current;
    if (!element || !cameraSupported()) return;
    let stop: (() => void) | undefined;
    let closed = false;
    startCameraScan(element, (text) => detected.current(text))
      .then((stopCamera) => {
        if (closed) stopCamera();
        else {
          stop = stopCamera;
          setState('scanning');
        }
      })
      .catch((error: unknown) => {
        if (!closed) setState(cameraProblem(error));
      });
    return () => {
      closed = true;
      stop?.();
    };
  }, []);

  const problem = state !== 'starting' && state !== 'scanning';
  return (
    <Stack gap="sm">
      {problem ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconCameraOff size={18} aria-hidden />}
          title={t('admin.scan.cameraUnavailable')}
          role="alert"
        >
          <Text size="sm">{t(`admin.scan.cameraProblems.${state}`)}</Text>
          {state !== 'unsupported' && (
            <Button variant="light" size="xs" mt="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {state === 'starting' ? t('admin.scan.cameraStarting') : t('admin.scan.cameraHint')}
        </Text>
      )}
      <Box
        pos="relative"
        bg="dark.8"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          display: problem ? 'none' : undefined,
        }}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('admin.scan.cameraVideo')}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {state === 'starting' && (
          <Center pos="absolute" inset={0}>
            <Loader color="white" size="sm" aria-label={t('common.loading')} />
          </Center>
        )}
      </Box>
    </Stack>
  );
}
