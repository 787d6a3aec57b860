import { useTranslation } from 'react-i18next';
import { useDeleteLogo } from '../../api/catalog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LogoList } from '../../components/catalog/lists';
import { useRecordActions } from '../../components/use-record-actions';
import { usePageAction } from '../../hooks/page-action';
import { LogoDialog, logoTexts } from './catalog/LogoDialog';
import '../../i18n/ru/catalog';

const ADMIN_LOGO_GRID = { base: 2, sm: 3, md: 4, xl: 5 };

/** /admin/catalog/companies: company logos of the /markets page; header action 'Добавить логотип'. */
export function CatalogCompaniesPage() {
  const { t } = useTranslation();
  const editing = useRecordActions({ texts: logoTexts, remove: useDeleteLogo() });
  const addLabel = t('admin.actions.addLogo');
  usePageAction({ label: addLabel, onClick: editing.create });

  return (
    <>
      <LogoList
        cols={ADMIN_LOGO_GRID}
        empty={{
          title: t('admin.catalog.logosEmptyTitle'),
          text: t('admin.catalog.logosEmptyText'),
          addLabel,
          onAdd: editing.create,
        }}
        actions={(logo) => editing.actions(logo, 'sm')}
      />
      <LogoDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
