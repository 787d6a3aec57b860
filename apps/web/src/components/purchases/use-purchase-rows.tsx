import type { Purchase } from '@kerben/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePurchase } from '../../api/purchases';
import { entityTexts, useEntityTexts } from '../../hooks/entity-texts';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import type { DataTableColumn } from '../DataTable';
import { DateTime } from '../DateTime';
import { PaymentBadge, PurchaseName, PurchasePrice, PurchaseStateBadge, PurchaseThumb } from './PurchaseBadges';
import { PurchaseRowActions } from './PurchaseRowActions';

const requestTexts = entityTexts('purchaseArea.request', (purchase: Purchase) => purchase.name_of_purchase);

interface PurchaseRowsOptions {
  page: number;
  /** How many requests the page shows: deleting the last one goes back a page. */
  rowsOnPage: number | undefined;
  showPage: (page: number) => void;
  /** The operators' list: the client's column and the state with its detail. */
  client?: (purchase: Purchase) => ReactNode;
  /** Whether this viewer may delete the request (the operators always may). */
  deletable?: (purchase: Purchase) => boolean;
}

/**
 * What the customer's and the operators' lists of buy-out requests share: the columns, each row's
 * details and delete buttons, the details dialog's state and the delete confirmation.
 */
export function usePurchaseRows({ page, rowsOnPage, showPage, client, deletable = () => true }: PurchaseRowsOptions) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<{ id: number | null; opened: boolean }>({ id: null, opened: false });
  const texts = useEntityTexts(requestTexts);
  const removal = useConfirmDelete<Purchase>({
    mutation: useDeletePurchase(),
    texts,
    onDeleted: () => {
      if (page > 1 && rowsOnPage === 1) showPage(page - 1);
    },
  });

  const actions = (purchase: Purchase) => (
    <PurchaseRowActions
      purchase={purchase}
      onOpen={(opened) => setDetails({ id: opened.id, opened: true })}
      deleteLabel={texts.delete(purchase)}
      onDelete={deletable(purchase) ? removal.ask : undefined}
    />
  );
  const detailed = Boolean(client);
  const columns: DataTableColumn<Purchase>[] = [
    { key: 'image', header: t('purchaseArea.columns.image'), width: 72, render: (p) => <PurchaseThumb purchase={p} /> },
    {
      key: 'name',
      header: t('purchaseArea.columns.name'),
      width: detailed ? 220 : undefined,
      render: (p) => <PurchaseName purchase={p} />,
    },
    ...(client ? [{ key: 'client', header: t('purchaseArea.columns.client'), render: client }] : []),
    { key: 'price', header: t('purchaseArea.columns.price'), render: (p) => <PurchasePrice price={p.price} /> },
    { key: 'date', header: t('purchaseArea.columns.date'), render: (p) => <DateTime value={p.created_at} size="sm" /> },
    {
      key: 'state',
      header: t('purchaseArea.columns.state'),
      render: (p) => <PurchaseStateBadge state={p.state} detailed={detailed} />,
    },
    { key: 'payment', header: t('purchaseArea.columns.payment'), render: (p) => <PaymentBadge purchase={p} /> },
    { key: 'actions', header: t('purchaseArea.columns.actions'), render: actions },
  ];

  return {
    columns,
    actions,
    detailsProps: { ...details, onClose: () => setDetails((current) => ({ ...current, opened: false })) },
    confirmProps: removal.dialogProps,
  };
}
