import { ActionIcon, type ActionIconProps, Button, type ButtonProps, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from './notify';

const COPIED_FOR_MS = 2000;

/** Writes text to the clipboard; where the Clipboard API is missing (plain http), the old way. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
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

/** copy(text), and `copied` for two seconds after it worked; a failure says so in a notification. */
export function useCopy() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string) =>
    copyText(text).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
      },
      (error: unknown) => notifyFailure(error, { message: t('area.copy.failed') }),
    );
  return { copied, copy };
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
        onClick={() => void copy(value)}
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
      onClick={() => void copy(value)}
      aria-live="polite"
      {...props}
    >
      {copied ? t('area.copy.copied') : children}
    </Button>
  );
}
