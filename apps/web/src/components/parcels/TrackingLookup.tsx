import type { Tracking } from '@kerben/domain';
import { Button, Paper, Stack, TextInput, type TitleOrder } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTracking } from '../../api/parcels';
import { HydratedFieldset } from '../HydratedFieldset';
import classes from './parcels.module.css';
import { TrackingAnswer } from './TrackingAnswer';
import '../../i18n/ru/tracking';

export interface TrackingLookupProps {
  /** The number looked up ('' for none); the owner keeps it (the address, or plain state). */
  track: string;
  onTrackChange: (track: string) => void;
  /** Below the result's facts, from the whole answer (the owner's parcel, when it is theirs). */
  renderAction?: (tracking: Tracking) => ReactNode;
  headingOrder?: TitleOrder;
}

/**
 * A track number field and what the server knows about that number: the public answer, 'Трек-код
 * товара не найден', or the reason the lookup failed (a 429 says when to try again).
 */
export function TrackingLookup({ track, onTrackChange, renderAction, headingOrder }: TrackingLookupProps) {
  const { t } = useTranslation();
  const tracking = useTracking(track);
  const [draft, setDraft] = useState(track);
  const [emptyError, setEmptyError] = useState(false);
  // A number chosen elsewhere (the back button, a link) replaces what was typed.
  const [shownTrack, setShownTrack] = useState(track);
  if (shownTrack !== track) {
    setShownTrack(track);
    setDraft(track);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    setEmptyError(wanted === '');
    if (wanted === '') return;
    // The same number again asks again: after a refused (429) or failed lookup that is the retry.
    if (wanted === track.trim()) void tracking.refetch();
    else onTrackChange(wanted);
  };

  const looking = tracking.isFetching;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <HydratedFieldset>
          <form className={classes.lookupForm} onSubmit={submit} noValidate>
            <TextInput
              label={t('tracking.label')}
              placeholder={t('tracking.placeholder')}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setEmptyError(false);
              }}
              error={emptyError ? t('tracking.required') : undefined}
              size="md"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
            />
            <Button type="submit" size="md" loading={looking} leftSection={<IconSearch size={18} aria-hidden />}>
              {t('tracking.submit')}
            </Button>
          </form>
        </HydratedFieldset>
      </Paper>
      <div aria-live="polite">
        <TrackingAnswer
          tracking={tracking.data}
          error={tracking.error}
          looking={looking}
          headingOrder={headingOrder}
          renderAction={renderAction}
        />
      </div>
    </Stack>
  );
}
