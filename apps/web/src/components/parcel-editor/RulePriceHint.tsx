import { Group, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTariffs } from '../../api/tariffs';
import { type ParcelFormValues, rulePrice, twoDecimals } from './parcel-form';

/** The price the rule gives for what is typed so far, and how it was reached. */
export function RulePriceHint({ values }: { values: ParcelFormValues }) {
  const { t } = useTranslation();
  const tariff = useTariffs();
  const rule = rulePrice(values, tariff.data?.current);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" aria-live="polite" data-testid="rule-price">
      <IconCalculator size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-kerben-7)" />
      {rule ? (
        <Text size="sm">
          {t('admin.parcels.form.rulePrice', { price: twoDecimals(rule.price) })}{' '}
          <Text span size="sm" c="dimmed">
            {rule.rate > 0
              ? t(rule.volumetric ? 'admin.parcels.form.ruleVolumetric' : 'admin.parcels.form.ruleWeight', {
                  rate: rule.rate,
                  weight: twoDecimals(rule.chargeable),
                })
              : t(
                  rule.missing === 'destination'
                    ? 'admin.parcels.form.chooseDestination'
                    : rule.missing === 'origin'
                      ? 'admin.parcels.form.chooseOrigin'
                      : 'admin.parcels.form.noRate',
                )}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.parcels.form.ruleNeedsWeight')}
        </Text>
      )}
    </Group>
  );
}
