import type { Parcel } from '@kerben/domain';
import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyParcels, useParcel } from '../../api/parcels';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { LazyDialog } from '../../components/LazyDialog';
import { QueryView } from '../../components/QueryView';
import { useDialogState } from '../../hooks/use-dialog-state';
import { lazyNamed } from '../../lib/lazy';
import { AccountCard } from './account/AccountCard';
import { PendingConsolidations, useCombineParcels } from './parcels/CombineParcels';
import { MyParcelsTable } from './parcels/MyParcelsTable';
import {
  type MyParcelsView,
  myParcelFilters,
  PARCEL_TABS,
  type ParcelTab,
  readMyParcelsView,
  writeMyParcelsView,
} from './parcels/my-parcels-view';
import { NoParcelsYet } from './parcels/NoParcelsYet';
import classes from './parcels/parcels.module.css';
import { TrackSearch } from './parcels/TrackSearch';

// The parcel's dialog (its declaration, services, photos) loads when a parcel is first opened.
const ParcelDetailsDialog = lazyNamed(() => import('./parcels/ParcelDetailsDialog'), 'ParcelDetailsDialog');

/** Nothing on this tab or for this number, and the way back to every parcel. */
function FilteredEmpty({ track, onShowAll }: { track: string; onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <CatalogEmpty
      icon={<IconFilterOff size={26} />}
      title={track ? t('user.parcels.notFoundTitle', { track }) : t('user.parcels.noDelivered')}
      text={track ? t('user.parcels.notFoundText') : undefined}
      action={
        <Button variant="light" onClick={onShowAll}>
          {t('user.parcels.showAll')}
        </Button>
      }
    />
  );
}

/** /user: the greeting is in the header; here the customer's card and parcels, newest first. */
export function UserHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readMyParcelsView(params);
  const parcels = useMyParcels(myParcelFilters(view));
  const details = useDialogState<Parcel>();
  const listTop = useRef<HTMLDivElement>(null);

  // /user?parcel=ID (the button under a Telegram message) opens that parcel; closing forgets it.
  const linkedId = Number.parseInt(params.get('parcel') ?? '', 10);
  const linked = useParcel(Number.isInteger(linkedId) && linkedId > 0 ? linkedId : null).data;
  const openDetails = details.open;
  useEffect(() => {
    if (linked) openDetails(linked);
  }, [linked, openDetails]);
  const closeDetails = () => {
    details.close();
    if (params.has('parcel')) setParams(writeMyParcelsView(view), { replace: true, preventScrollReset: true });
  };

  // Another tab or search starts again from the first page.
  const show = (next: Partial<MyParcelsView>) =>
    setParams(writeMyParcelsView({ ...view, page: 1, ...next }), { preventScrollReset: true });
  const goToPage = (page: number) => {
    show({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const data = parcels.data;
  const combine = useCombineParcels(data?.results);
  const filtered = view.tab !== 'all' || view.track.trim() !== '';
  // A page past the end (an old link, parcels delivered meanwhile): the last page instead.
  const pastEnd = data !== undefined && data.results.length === 0 && data.count > 0 && view.page > data.total_pages;
  useEffect(() => {
    if (pastEnd && data) setParams(writeMyParcelsView({ ...view, page: data.total_pages }), { replace: true });
  }, [pastEnd, data, view, setParams]);

  // A customer with no parcels at all gets the welcome instead of an empty table and its filters
  // (not while the previous tab's answer stands in for the next one).
  if (!filtered && data?.count === 0 && !parcels.isPlaceholderData) {
    return (
      <Stack gap="lg">
        <AccountCard />
        <NoParcelsYet />
      </Stack>
    );
  }

  const list = (
    <QueryView
      query={parcels}
      errorTitle={t('user.parcels.loadError')}
      // Past the end the address is being corrected: nothing meanwhile rather than a wrong "none".
      empty={pastEnd ? null : <FilteredEmpty track={view.track.trim()} onShowAll={() => show({ tab: 'all', track: '' })} />}
    >
      {(page) => (
        <MyParcelsTable
          parcels={page.results}
          loading={parcels.isFetching}
          page={view.page}
          totalPages={page.total_pages}
          onPageChange={goToPage}
          onOpen={details.open}
          selection={combine.selection}
        />
      )}
    </QueryView>
  );

  return (
    <Stack gap="lg">
      <AccountCard />
      <PendingConsolidations />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} ref={listTop} style={{ scrollMarginTop: 88 }}>
        {/* Every tab shows the same list with another filter: only the open one is mounted. */}
        <Tabs value={view.tab} onChange={(tab) => show({ tab: (tab ?? 'all') as ParcelTab })} keepMounted={false}>
          <div className={classes.toolbar}>
            <Tabs.List>
              {PARCEL_TABS.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {t(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Group gap="sm" align="flex-end">
              <TrackSearch value={view.track} onChange={(track) => show({ track })} />
              {combine.toggle}
            </Group>
          </div>
          {combine.hint}
          {data && data.count > 0 && (
            <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
              {t('user.parcels.count', { count: data.count })}
            </Text>
          )}
          {PARCEL_TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {list}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <LazyDialog opened={details.opened}>
        <ParcelDetailsDialog {...details.props} onClose={closeDetails} />
      </LazyDialog>
      {combine.dialog}
    </Stack>
  );
}
