import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteLogo, useLogos } from '../../api/catalog';
import { usePageAction } from '../../app/layouts/page-action';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { LogoGrid } from '../../components/catalog/grids';
import { LogoTilesSkeleton } from '../../components/catalog/skeletons';
import { QueryView } from '../../components/QueryView';
import { useRecordActions } from '../../components/use-record-actions';
import { LogoDialog, logoTexts } from './catalog/LogoDialog';
import '../../i18n/ru/catalog';

const ADMIN_LOGO_GRID = { base: 2, sm: 3, md: 4, xl: 5 };

/** /admin/catalog/companies: company logos of the /markets page; header action 'Добавить логотип'. */
export function CatalogCompaniesPage() {
  const { t } = useTranslation();
  const logos = useLogos();
  const editing = useRecordActions({ texts: logoTexts, remove: useDeleteLogo() });
  const addLabel = t('admin.actions.addLogo');
  usePageAction({ label: addLabel, onClick: editing.create });

  return (
    <>
      <QueryView
        query={logos}
        loading={<LogoTilesSkeleton cols={ADMIN_LOGO_GRID} />}
        errorTitle={t('catalog.markets.logosError')}
        empty={
          <CatalogEmpty
            icon={<IconBuildingStore size={26} />}
            title={t('admin.catalog.logosEmptyTitle')}
            text={t('admin.catalog.logosEmptyText')}
            addLabel={addLabel}
            onAdd={editing.create}
          />
        }
      >
        {(list) => <LogoGrid logos={list} cols={ADMIN_LOGO_GRID} actions={(logo) => editing.actions(logo, 'sm')} />}
      </QueryView>
      <LogoDialog {...editing.dialogProps} />
      <ConfirmDialog {...editing.confirmProps} />
    </>
  );
}
