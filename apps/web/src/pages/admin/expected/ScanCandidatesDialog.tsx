import type { ScanCandidate } from '@kerben/domain';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';

export interface ScanCandidatesDialogProps {
  opened: boolean;
  trackNumber: string;
  /** The open announcements of the number, by client code. */
  candidates: ScanCandidate[];
  /** The announcement whose client code is on the label: its receive goes on. */
  onChoose: (candidate: ScanCandidate) => void;
  /** The label names none of them: a new parcel with the number, for the client the operator types. */
  onNone: () => void;
  onClose: () => void;
  /** The chosen announcement while it loads. */
  choosing: number | null;
}

/**
 * A scanned number several clients announced: anyone can type anyone's track number, so the first
 * to announce it proves nothing. The operator picks the client whose code is on the label. No
 * choice has the focus at first: a scanner's next Enter must not pick one.
 */
export function ScanCandidatesDialog({
  opened,
  trackNumber,
  candidates,
  onChoose,
  onNone,
  onClose,
  choosing,
}: ScanCandidatesDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.scan.choose.title')}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} p="sm">
          <Text size="sm">{t('admin.scan.choose.warning', { track: trackNumber, count: candidates.length })}</Text>
        </Alert>
        <Text size="sm" fw={500} id="scan-candidates-hint">
          {t('admin.scan.choose.hint')}
        </Text>
        <Stack gap="xs" role="group" aria-labelledby="scan-candidates-hint">
          {candidates.map((candidate) => {
            const name = `${candidate.first_name} ${candidate.last_name}`.trim();
            return (
              <Button
                key={candidate.id}
                variant="default"
                size="md"
                fullWidth
                justify="space-between"
                loading={choosing === candidate.id}
                disabled={choosing !== null && choosing !== candidate.id}
                onClick={() => onChoose(candidate)}
                aria-label={t('admin.scan.choose.client', { code: candidate.unique_id, name })}
                rightSection={
                  <Text span size="sm" c="dimmed" truncate>
                    {name}
                  </Text>
                }
                styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 } }}
              >
                #{candidate.unique_id}
              </Button>
            );
          })}
        </Stack>
        <Divider />
        <Group gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconPackage size={16} aria-hidden />}
            onClick={onNone}
            disabled={choosing !== null}
            // A phone wraps the text rather than cutting it.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {t('admin.scan.choose.none')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
