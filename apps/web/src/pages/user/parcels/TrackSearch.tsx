import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './parcels.module.css';

/**
 * The search by track number: the list follows the typing after a short pause (Enter at once).
 * What is typed stays local meanwhile, so a slow address update never eats a keystroke.
 */
export function TrackSearch({ value, onChange }: { value: string; onChange: (track: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((track: string) => {
    committed.current = track;
    onChange(track);
  }, 400);
  // The address changed by itself (the back button, a tab): show the number it asks for.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  const type = (track: string) => {
    setDraft(track);
    commit(track);
  };
  return (
    <TextInput
      className={classes.search}
      label={t('user.parcels.searchLabel')}
      placeholder={t('user.parcels.searchPlaceholder')}
      value={draft}
      onChange={(event) => type(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label={t('user.parcels.searchClear')}
            onClick={() => {
              type('');
              commit.flush();
            }}
          />
        ) : null
      }
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
    />
  );
}
