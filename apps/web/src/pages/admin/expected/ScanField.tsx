import { Button, Group, Kbd, Loader, Paper, Text, TextInput } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconBarcode, IconCamera } from '@tabler/icons-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_LAYOUT_QUERY } from '../../../components/DataTable';
import { CameraScanDialog } from './CameraScanDialog';
import { scannedText } from './scan';

/** The line under the field: what the last scan found, read out by screen readers. */
export interface ScanNote {
  text: string;
  color?: string;
}

export interface ScanFieldProps {
  /**
   * A number scanned or typed (Enter), cleaned of what scanners add; `fromField` is false for the
   * camera. While it runs the field shows a loader and ignores another scan.
   */
  onScan: (track: string, fromField: boolean) => Promise<void>;
  note: ScanNote | null;
  /** The field, to give it the focus back after a dialog the scan opened. */
  fieldRef?: RefObject<HTMLInputElement | null>;
  /** The section's name for screen readers; the receiving desk's by default. */
  section?: string;
  /** The field's label; 'Сканировать трек-номер' by default. */
  label?: string;
  /** An example of what to scan or type; a track number by default. */
  placeholder?: string;
}

/**
 * The scan field of the warehouse pages and the shipments: F2 comes here from anywhere on the page;
 * a keyboard-wedge scanner types the number and presses Enter, or the camera reads it. What the
 * scan led to is said under it.
 */
export function ScanField({ onScan, note, fieldRef, section, label, placeholder }: ScanFieldProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
  const ownRef = useRef<HTMLInputElement>(null);
  const field = fieldRef ?? ownRef;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);

  // F2 from anywhere on the page, a text field included; not while a dialog (this page's or another) is open.
  useHotkeys(
    [
      [
        'F2',
        () => {
          if (!document.querySelector('[aria-modal="true"]')) field.current?.focus();
        },
      ],
    ],
    [],
  );

  const scan = async (raw: string, fromField: boolean) => {
    const track = scannedText(raw);
    setValue('');
    if (!track || busy) return;
    setBusy(true);
    try {
      await onScan(track, fromField);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={section ?? t('admin.scan.section')}>
      <Group align="flex-start" gap="sm" wrap={phone ? 'wrap' : 'nowrap'}>
        <TextInput
          ref={field}
          style={{ flex: '1 1 260px' }}
          label={label ?? t('admin.scan.label')}
          description={phone ? t('admin.scan.hintPhone') : t('admin.scan.hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={placeholder ?? t('admin.scan.placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void scan(event.currentTarget.value, true);
          }}
          leftSection={<IconBarcode size={18} aria-hidden />}
          rightSection={busy ? <Loader size={16} aria-label={t('common.loading')} /> : phone ? null : <Kbd size="xs">F2</Kbd>}
          rightSectionPointerEvents="none"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
        />
        <Button
          variant="light"
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={() => setCamera(true)}
          // Level with the field, under its label.
          mt={phone ? 0 : 25}
          fullWidth={phone}
        >
          {t('admin.scan.camera')}
        </Button>
      </Group>
      <Text size="sm" mt={note ? 'xs' : 0} c={note?.color} aria-live="polite" role="status">
        {note?.text}
      </Text>
      <CameraScanDialog
        opened={camera}
        onClose={() => setCamera(false)}
        onDetected={(text) => {
          setCamera(false);
          void scan(text, false);
        }}
      />
    </Paper>
  );
}
