import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeliveryCalculator } from '../../components/calculator/DeliveryCalculator';

/** /user/calculator: the public site's calculator inside the customer area. */
export function UserCalculatorPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <DeliveryCalculator />
      <Text size="sm" c="dimmed" mt="xl">
        {t('calculator.note')}
      </Text>
    </Paper>
  );
}
