import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function CalculatorPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.calculatorTitle')} text={t('publicPages.calculatorText')} />;
}
