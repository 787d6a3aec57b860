// This page stands outside the admin frame, so it brings the admin's texts itself.
import '../../i18n/ru/admin';
// Mantine's styles of the components only the signed-in areas use (see styles/mantine-public.css).
import '../../styles/mantine-areas.css';
import type { Parcel } from '@kerben/domain';
import { Alert, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useParcelsByIds } from '../../api/parcels';
import { ErrorState } from '../../components/ErrorState';
import { idsOfLabelsSearch } from '../../components/parcel-editor/label-links';
import { errorMessage } from '../../lib/notify';
import { Barcode } from './parcels/Barcode';
import { labelContent } from './parcels/labels';
import classes from './parcels/labels.module.css';

/** One 100 x 150 mm label: the client's code large, name, destination, weight, parcel number, barcode. */
export function ParcelLabel({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const label = labelContent(parcel);
  return (
    <article className={classes.label} aria-label={t('admin.labels.labelOf', { id: label.id })}>
      <div className={classes.head}>
        <span>{t('brand.name').toUpperCase()}</span>
        <span>{t('admin.labels.number', { id: label.id })}</span>
      </div>
      <div>
        <div className={classes.caption}>{t('admin.labels.client')}</div>
        <div className={classes.code}>{label.code}</div>
        <div className={classes.client}>{label.client}</div>
      </div>
      <div className={classes.facts}>
        <div>
          <div className={classes.caption}>{t('admin.labels.destination')}</div>
          <div className={classes.fact}>{label.destination ?? '—'}</div>
        </div>
        <div>
          <div className={classes.caption}>{t('admin.labels.weight')}</div>
          <div className={classes.fact}>{label.weight === null ? '—' : t('admin.labels.kg', { weight: label.weight })}</div>
        </div>
      </div>
      <div>
        <div className={classes.caption}>{t('admin.labels.contents')}</div>
        <div className={classes.name}>{label.name}</div>
      </div>
      <div className={classes.barcode}>
        <Barcode value={label.barcode} height="30mm" label={t('admin.labels.barcode', { value: label.barcode })} />
        <div className={classes.barcodeText}>{label.barcode}</div>
      </div>
    </article>
  );
}

/**
 * /admin/labels?ids=1,2: the labels of the given parcels, one per printed page (100 x 150 mm),
 * with a 'Печать' button. Outside the admin frame so that only the labels print.
 */
export function LabelsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ids = idsOfLabelsSearch(search);
  const result = useParcelsByIds(ids);
  const title = t('admin.labels.title', { count: result.parcels.length });
  useDocumentTitle(`${title} · ${t('brand.name')}`);

  if (ids.length === 0) return <ErrorState fullScreen title={t('admin.labels.noneTitle')} message={t('admin.labels.noIds')} />;
  if (result.error && result.parcels.length === 0) {
    return (
      <ErrorState
        fullScreen
        title={t('admin.labels.failed')}
        message={errorMessage(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <div className={classes.screen}>
      <header className={classes.toolbar}>
        <div>
          <Title order={1} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.labels.hint')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
            disabled={result.parcels.length === 0}
            data-autofocus
          >
            {t('admin.labels.print')}
          </Button>
        </Group>
      </header>
      {result.missing.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} mx="md" mb="md" role="alert">
          {t('admin.labels.missing', { ids: result.missing.join(', ') })}
        </Alert>
      )}
      <main className={classes.sheets}>
        {result.parcels.map((parcel) => (
          <ParcelLabel key={parcel.id} parcel={parcel} />
        ))}
      </main>
    </div>
  );
}
