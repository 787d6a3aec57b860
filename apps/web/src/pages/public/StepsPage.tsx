import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';
import { StepsContent } from './StepsContent';
import '../../i18n/ru/public-pages';

/** /steps, the footer's "Как это работает": the same steps and form as /steps-work. */
export function StepsPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('publicPages.stepsTitle')} text={t('publicPages.stepsText')}>
      <StepsContent />
    </InfoPage>
  );
}
