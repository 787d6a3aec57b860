import { ActionIcon, Button, SimpleGrid, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CompanyLogo, useDeleteLogo, useLogos } from '../../api/catalog';
import { usePageAction } from '../../app/layouts/page-action';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CatalogEmpty } from '../../components/catalog/CatalogEmpty';
import { LogoTile } from '../../components/catalog/LogoTile';
import { hostOf } from '../../components/catalog/links';
import { LogoTilesSkeleton } from '../../components/catalog/skeletons';
import { ErrorState } from '../../components/ErrorState';
import { errorMessage } from '../../components/form-errors';
import { notifyFailure, notifySuccess, useItemDialog } from './catalog/dialog-state';
import { LogoDialog } from './catalog/LogoDialog';

const ADMIN_LOGO_GRID = { base: 2, sm: 3, md: 4, xl: 5 };

/** /admin/catalog/companies: company logos of the /markets page; header action 'Добавить логотип'. */
export function CatalogCompaniesPage() {
  const { t } = useTranslation();
  const logos = useLogos();
  const dialog = useItemDialog<CompanyLogo>();
  const removing = useItemDialog<CompanyLogo>();
  const remove = useDeleteLogo();

  usePageAction({ label: t('admin.actions.addLogo'), onClick: () => dialog.open(null) });

  const nameOf = (logo: CompanyLogo) => (logo.link ? hostOf(logo.link) : t('catalog.logo.noLink'));

  const confirmRemove = () => {
    const logo = removing.item;
    if (!logo) return;
    remove.mutate(logo.id, {
      onSuccess: () => notifySuccess(t('catalog.logo.deleted')),
      onError: (error) => notifyFailure(t('catalog.logo.deleteFailed'), error),
      onSettled: removing.close,
    });
  };

  let list: React.ReactNode;
  if (logos.isError && !logos.data) {
    list = (
      <ErrorState title={t('catalog.markets.logosError')} message={errorMessage(logos.error)} onRetry={() => logos.refetch()} />
    );
  } else if (!logos.data) {
    list = <LogoTilesSkeleton cols={ADMIN_LOGO_GRID} />;
  } else if (logos.data.length === 0) {
    list = (
      <CatalogEmpty
        icon={<IconBuildingStore size={26} />}
        title={t('catalog.admin.logosEmptyTitle')}
        text={t('catalog.admin.logosEmptyText')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
            {t('admin.actions.addLogo')}
          </Button>
        }
      />
    );
  } else {
    list = (
      <SimpleGrid cols={ADMIN_LOGO_GRID} spacing="md">
        {logos.data.map((logo) => (
          <LogoTile
            key={logo.id}
            logo={logo}
            actions={
              <>
                <Tooltip label={t('catalog.admin.edit')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    onClick={() => dialog.open(logo)}
                    aria-label={t('catalog.logo.edit', { name: nameOf(logo) })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('catalog.admin.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    onClick={() => removing.open(logo)}
                    aria-label={t('catalog.logo.delete', { name: nameOf(logo) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </>
            }
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      {list}
      <LogoDialog opened={dialog.opened} logo={dialog.item} onClose={dialog.close} />
      <ConfirmDialog
        opened={removing.opened}
        onClose={removing.close}
        onConfirm={confirmRemove}
        title={t('catalog.logo.deleteTitle')}
        message={t('catalog.logo.deleteText', { name: removing.item ? nameOf(removing.item) : '' })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
      />
    </>
  );
}
