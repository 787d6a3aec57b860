import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function SizeChartPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.sizeChartTitle')} text={t('publicPages.sizeChartText')} />;
}
