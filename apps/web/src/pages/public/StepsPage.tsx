import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function StepsPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.stepsTitle')} text={t('publicPages.stepsText')} />;
}
