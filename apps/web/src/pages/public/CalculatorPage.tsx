import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeliveryCalculator } from '../../components/calculator/DeliveryCalculator';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/public-pages';

export function CalculatorPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('publicPages.calculatorTitle')} text={t('publicPages.calculatorText')}>
      <DeliveryCalculator />
      <Text size="sm" c="dimmed" mt="xl">
        {t('calculator.note')}
      </Text>
    </InfoPage>
  );
}
