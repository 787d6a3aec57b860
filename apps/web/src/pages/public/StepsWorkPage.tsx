import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';
import { StepsContent } from './StepsContent';
import '../../i18n/ru/public-pages';

export function StepsWorkPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('publicPages.stepsWorkTitle')} text={t('publicPages.stepsWorkText')}>
      <StepsContent />
    </InfoPage>
  );
}
