import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function MarketsPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.marketsTitle')} text={t('publicPages.marketsText')} />;
}
