import { Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';
import '../../i18n/ru/public-pages';

type Column = 'letter' | 'us' | 'eu' | 'ru' | 'chest' | 'waist' | 'foot' | 'height' | 'age';
interface SizeTable {
  columns: Column[];
  rows: string[][];
}

// Usual conversions of the big US and European brands; a brand's own table on the product page wins.
const WOMEN_CLOTHING: SizeTable = {
  columns: ['letter', 'us', 'eu', 'ru', 'chest', 'waist'],
  rows: [
    ['XS', '2', '34', '40–42', '80–84', '62–66'],
    ['S', '4–6', '36', '42–44', '84–88', '66–70'],
    ['M', '8–10', '38–40', '46', '88–94', '70–76'],
    ['L', '12–14', '42', '48–50', '94–100', '76–82'],
    ['XL', '16', '44', '52', '100–106', '82–88'],
    ['XXL', '18', '46', '54', '106–112', '88–94'],
  ],
};
const MEN_CLOTHING: SizeTable = {
  columns: ['letter', 'us', 'eu', 'ru', 'chest', 'waist'],
  rows: [
    ['S', '36', '46', '46', '90–94', '76–80'],
    ['M', '38–40', '48–50', '48–50', '96–102', '82–88'],
    ['L', '42', '52', '52', '104–108', '90–94'],
    ['XL', '44', '54', '54', '110–114', '96–100'],
    ['XXL', '46', '56', '56', '116–120', '102–106'],
    ['3XL', '48', '58', '58', '122–126', '108–112'],
  ],
};
const WOMEN_SHOES: SizeTable = {
  columns: ['us', 'eu', 'ru', 'foot'],
  rows: [
    ['5', '35.5', '35', '22'],
    ['5.5', '36', '35.5', '22.5'],
    ['6', '36.5', '36', '23'],
    ['6.5', '37', '36.5', '23.5'],
    ['7', '37.5', '37', '24'],
    ['7.5', '38', '37.5', '24.5'],
    ['8', '38.5', '38', '25'],
    ['8.5', '39', '38.5', '25.5'],
    ['9', '40', '39', '26'],
    ['10', '41', '40', '26.5'],
  ],
};
const MEN_SHOES: SizeTable = {
  columns: ['us', 'eu', 'ru', 'foot'],
  rows: [
    ['7', '40', '39', '25'],
    ['7.5', '40.5', '39.5', '25.5'],
    ['8', '41', '40', '26'],
    ['8.5', '41.5', '40.5', '26.5'],
    ['9', '42', '41', '27'],
    ['9.5', '42.5', '41.5', '27.5'],
    ['10', '43', '42', '28'],
    ['10.5', '44', '43', '28.5'],
    ['11', '44.5', '43.5', '29'],
    ['12', '46', '45', '30'],
  ],
};
const KIDS_CLOTHING: SizeTable = {
  columns: ['age', 'height', 'us', 'eu', 'ru'],
  rows: [
    ['1', '74–80', '12M', '80', '26'],
    ['2', '86–92', '2T', '92', '28'],
    ['3', '92–98', '3T', '98', '28'],
    ['4', '98–104', '4T', '104', '30'],
    ['5', '104–110', '5', '110', '30'],
    ['6', '110–116', '6', '116', '32'],
    ['8', '122–128', '8', '128', '34'],
    ['10', '134–140', '10', '140', '36'],
    ['12', '146–152', '12', '152', '38'],
  ],
};
const KIDS_SHOES: SizeTable = {
  columns: ['us', 'eu', 'ru', 'foot'],
  rows: [
    ['5C', '21', '20', '12.5'],
    ['6C', '22', '21', '13.3'],
    ['7C', '23', '22', '14'],
    ['8C', '25', '24', '15'],
    ['9C', '26', '25', '15.9'],
    ['10C', '27', '26', '16.5'],
    ['11C', '28', '27', '17.5'],
    ['12C', '30', '29', '18.3'],
    ['13C', '31', '30', '19'],
    ['1Y', '32', '31', '19.7'],
    ['2Y', '33', '32', '20.6'],
    ['3Y', '34.5', '33.5', '21.6'],
  ],
};

const GROUPS = [
  { key: 'women', clothing: WOMEN_CLOTHING, shoes: WOMEN_SHOES },
  { key: 'men', clothing: MEN_CLOTHING, shoes: MEN_SHOES },
  { key: 'kids', clothing: KIDS_CLOTHING, shoes: KIDS_SHOES },
] as const;

function SizeTableView({ table, caption }: { table: SizeTable; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={table.columns.length * 90}>
      <Table striped withTableBorder highlightOnHover captionSide="top">
        <Table.Caption ta="left" fw={700} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column}>{t(`sizeChart.columns.${column}` as ParseKeys)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, index) => (
                <Table.Td key={table.columns[index]} style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /size-chart: clothing and shoe sizes US / EU / RU for women, men and children. */
export function SizeChartPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('publicPages.sizeChartTitle')} text={t('publicPages.sizeChartText')}>
      <Stack gap="lg">
        <Text maw={800}>{t('sizeChart.tip')}</Text>
        <Tabs defaultValue="women" keepMounted={false}>
          <Tabs.List>
            {GROUPS.map((group) => (
              <Tabs.Tab key={group.key} value={group.key} fw={600}>
                {t(`sizeChart.${group.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {GROUPS.map((group) => (
            <Tabs.Panel key={group.key} value={group.key} pt="lg">
              <Stack gap="xl">
                <div>
                  <Title order={2} size="h3" mb={4}>
                    {t('sizeChart.clothing')}
                  </Title>
                  <Text size="sm" c="dimmed" mb="sm">
                    {group.key === 'kids' ? t('sizeChart.kidsHint') : t('sizeChart.clothingHint')}
                  </Text>
                  <SizeTableView table={group.clothing} caption={`${t(`sizeChart.${group.key}`)}: ${t('sizeChart.clothing')}`} />
                </div>
                <div>
                  <Title order={2} size="h3" mb={4}>
                    {t('sizeChart.shoes')}
                  </Title>
                  <Text size="sm" c="dimmed" mb="sm">
                    {t('sizeChart.shoesHint')}
                  </Text>
                  <SizeTableView table={group.shoes} caption={`${t(`sizeChart.${group.key}`)}: ${t('sizeChart.shoes')}`} />
                </div>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </InfoPage>
  );
}
