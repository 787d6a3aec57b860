import '../../i18n/ru/purchase-area';
import { formatPhoneInput, type PurchaseDetails } from '@kerben/domain';
import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../api/profile';
import { useMyPurchases, useUpdatePurchase } from '../../api/purchases';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { DataTable } from '../../components/DataTable';
import { ImagePicker } from '../../components/ImagePicker';
import { PurchaseCard } from '../../components/purchases/PurchaseCard';
import { PurchaseDetailsDialog } from '../../components/purchases/PurchaseDetailsDialog';
import { PurchaseForm } from '../../components/purchases/PurchaseForm';
import { usePurchaseRows } from '../../components/purchases/use-purchase-rows';
import { QueryView } from '../../components/QueryView';
import { usePageAction } from '../../hooks/page-action';
import { ApiError } from '../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { readUrlFilters, writeUrlFilters } from '../../lib/url-filters';

/** A quoted request's payment: the customer uploads a confirmation; it stays quoted until we confirm it. */
function PaymentUpload({ purchase }: { purchase: PurchaseDetails }) {
  const { t } = useTranslation();
  const update = useUpdatePurchase();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    if (!file) return;
    update.mutate(
      { id: purchase.id, change: { payment_confirmation: file } },
      {
        onSuccess: () => {
          setFile(null);
          notifySuccess(t('purchaseArea.user.payUploaded'));
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields.payment_confirmation?.join(' ') : undefined);
          notifyFailure(failure, { title: t('purchaseArea.user.payFailed') });
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" bg="kerben.0">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('purchaseArea.user.payTitle')}
        </Title>
        <Text size="sm">{t('purchaseArea.user.payHint')}</Text>
        {purchase.payment_confirmation && !file && (
          <Text size="sm" c="teal.8" fw={500}>
            {t('purchaseArea.user.payWaiting')}
          </Text>
        )}
        <ImagePicker
          label={t('purchaseArea.details.payment')}
          value={file}
          onChange={(next) => {
            setFile(next);
            setError(undefined);
          }}
          error={error}
          hint={null}
          disabled={update.isPending}
        />
        <Button onClick={send} disabled={!file} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('purchaseArea.user.payUpload')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /user/my-requests: the customer's buy-out requests (screenshot, name, price or 'Цена не указана',
 * date, state, payment), their details with the history, the payment confirmation of a quoted one,
 * and deleting one nobody has answered yet. 'Добавить заявку' opens the request form.
 */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page } = readUrlFilters(params, []);
  const list = useMyPurchases(page);
  const profile = useProfile();
  const phone = useMediaQuery('(max-width: 36em)');
  const showPage = (next: number) => setParams(writeUrlFilters(params, {}, next), { preventScrollReset: true });

  const [adding, setAdding] = useState(false);
  const table = usePurchaseRows({
    page,
    rowsOnPage: list.data?.results.length,
    showPage,
    // The customer withdraws only a request nobody has answered yet.
    deletable: (purchase) => purchase.state === 'new',
  });
  const addLabel = t('user.actions.addRequest');
  usePageAction({ label: addLabel, onClick: () => setAdding(true) });

  const me = profile.data;
  const initialValues = me
    ? {
        full_name: `${me.first_name} ${me.last_name}`.trim(),
        email: me.email,
        phone_number: formatPhoneInput(me.phone_number ?? ''),
      }
    : undefined;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={720}>
        {t('purchaseArea.user.lead')}
      </Text>
      <QueryView
        query={list}
        errorTitle={t('purchaseArea.user.loadError')}
        empty={
          <CatalogEmpty
            icon={<IconShoppingCart size={26} />}
            title={t('purchaseArea.user.emptyTitle')}
            text={t('purchaseArea.user.emptyText')}
            addLabel={addLabel}
            onAdd={() => setAdding(true)}
          />
        }
      >
        {(data) => (
          <DataTable
            caption={t('purchaseArea.user.caption')}
            columns={table.columns}
            rows={data.results}
            getRowId={(p) => p.id}
            loading={list.isFetching}
            page={page}
            totalPages={data.total_pages}
            onPageChange={showPage}
            minWidth={860}
            renderCard={(p) => <PurchaseCard purchase={p} actions={table.actions(p)} />}
          />
        )}
      </QueryView>
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('purchaseArea.request.createTitle')}
        size="xl"
        fullScreen={phone}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <PurchaseForm initialValues={initialValues} onDone={() => setAdding(false)} />
      </Modal>
      <PurchaseDetailsDialog {...table.detailsProps}>
        {(purchase) => purchase.state === 'quoted' && <PaymentUpload purchase={purchase} />}
      </PurchaseDetailsDialog>
      <ConfirmDialog {...table.confirmProps} />
    </Stack>
  );
}
