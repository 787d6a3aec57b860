import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@kerben/domain';
import { Button, Group } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useChooseLanguage, useLanguage } from '../hooks/use-language';
import { SWITCHER_LABEL } from '../i18n/language';
import classes from './LanguageSwitcher.module.css';

interface LanguageSwitcherProps {
  /** compact: a select for a header; buttons: the three languages side by side (a menu, the settings). */
  variant?: 'compact' | 'buttons';
  /** White text over the home page's hero. */
  onDark?: boolean;
  /** The buttons' size: compact where the row is narrow (the settings at 360 px). */
  size?: 'sm' | 'compact-sm';
}

/**
 * The language switcher: each language named in itself (LANGUAGE_NAMES), so a person who cannot
 * read the current one still finds theirs; its name is said in all three for the same reason.
 */
export function LanguageSwitcher({ variant = 'compact', onDark, size = 'sm' }: LanguageSwitcherProps) {
  const current = useLanguage();
  const { choose, pending } = useChooseLanguage();
  const pick = (language: Language) => {
    if (language === current) return;
    // The notifications' code is not the public header's to carry: it comes only if a switch fails.
    choose(language).catch((error: unknown) => import('../lib/notify').then(({ notifyFailure }) => notifyFailure(error)));
  };

  if (variant === 'buttons') {
    return (
      <Group gap="xs" role="group" aria-label={SWITCHER_LABEL}>
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            lang={language}
            size={size}
            variant={language === current ? 'filled' : 'default'}
            aria-pressed={language === current}
            disabled={pending}
            onClick={() => pick(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        ))}
      </Group>
    );
  }

  return (
    <span className={classes.compact} data-on-dark={onDark || undefined}>
      {/* What the closed switcher shows: the globe and the language's code, narrow enough for a full
          header in any language; the select lies over it, and its list names each language in itself. */}
      <span className={classes.face} aria-hidden>
        <IconWorld size={18} stroke={1.7} />
        {current.toUpperCase()}
      </span>
      <select
        className={classes.select}
        aria-label={SWITCHER_LABEL}
        value={current}
        disabled={pending}
        onChange={(event) => pick(event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
