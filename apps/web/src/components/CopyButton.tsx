import { ActionIcon, type ActionIconProps, Button, type ButtonProps, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../lib/notify';

/** The old way to copy: a selected hidden textarea and execCommand('copy'). */
async function copyThroughTextarea(text: string): Promise<void> {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy refused');
}

/**
 * Plain http has no Clipboard API (it needs a secure context) and Mantine's useClipboard has no
 * fallback, so there its writeText is given the old way.
 */
function provideClipboardOnPlainHttp(): void {
  if ('clipboard' in navigator) return;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: copyThroughTextarea } });
}

/** copy(text), and `copied` for two seconds after it worked; a failure says so in a notification. */
export function useCopy() {
  const { t } = useTranslation();
  const clipboard = useClipboard();
  useEffect(() => {
    if (clipboard.error) notifyFailure(clipboard.error, { message: t('area.copy.failed') });
  }, [clipboard.error, t]);
  const copy = (text: string) => {
    provideClipboardOnPlainHttp();
    clipboard.copy(text);
  };
  return { copied: clipboard.copied, copy };
}

interface CopyProps {
  /** What is copied. */
  value: string;
  /** What it is, for the accessible name: 'Скопировать: Город'. */
  label: string;
}

/** A small copy icon beside a value; after a copy it turns into a check and says 'Скопировано'. */
export function CopyIconButton({ value, label, ...props }: CopyProps & Omit<ActionIconProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const name = copied ? t('area.copy.copiedWhat', { what: label }) : t('area.copy.copyWhat', { what: label });
  return (
    <Tooltip label={copied ? t('area.copy.copied') : t('area.copy.copy')} withArrow>
      <ActionIcon
        variant={copied ? 'light' : 'subtle'}
        color={copied ? 'teal' : 'gray'}
        aria-label={name}
        onClick={() => copy(value)}
        {...props}
      >
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** A copy button with its text ('Скопировать адрес' -> 'Скопировано'). */
export function CopyTextButton({
  value,
  children,
  ...props
}: { value: string; children: string } & Omit<ButtonProps, 'children' | 'leftSection'>) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <Button
      variant={copied ? 'light' : 'default'}
      color={copied ? 'teal' : undefined}
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      onClick={() => copy(value)}
      aria-live="polite"
      {...props}
    >
      {copied ? t('area.copy.copied') : children}
    </Button>
  );
}
