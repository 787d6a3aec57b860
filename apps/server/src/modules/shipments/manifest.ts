import { counted, describeContents, HOLDER_NOUNS, SHIPMENT_MSG, type ShipmentParcel } from '@kerben/domain';
import { stringify } from 'csv-stringify/sync';

// The manifest a customs broker reads: one row per parcel, the totals last. The same table goes out
// as .xlsx (exceljs) and as .csv.

export type Cell = string | number | null;

export interface ManifestTable {
  header: readonly string[];
  rows: Cell[][];
  total: Cell[];
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function manifestTable(parcels: readonly ShipmentParcel[], destination: string): ManifestTable {
  const rows = parcels.map((parcel, i): Cell[] => [
    i + 1,
    parcel.track_number,
    parcel.unique_id_user,
    parcel.recipient,
    destination,
    describeContents(parcel.items),
    parcel.items.reduce((sum, item) => sum + item.quantity, 0),
    parcel.declared_value_usd,
    parcel.weight,
    parcel.duty.due ? SHIPMENT_MSG.manifestDutyDue : SHIPMENT_MSG.manifestDutyFree,
    parcel.duty.amount_eur,
  ]);
  const sum = (column: number, decimals: number) =>
    round(
      rows.reduce((total, row) => total + Number(row[column] ?? 0), 0),
      decimals,
    );
  return {
    header: SHIPMENT_MSG.manifestColumns,
    rows,
    total: [
      SHIPMENT_MSG.manifestTotal,
      counted(parcels.length, HOLDER_NOUNS.parcels),
      null,
      null,
      null,
      null,
      sum(6, 0),
      sum(7, 2),
      sum(8, 3),
      null,
      sum(10, 2),
    ],
  };
}

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, as OWASP advises: it shows as text, never runs.
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The CSV file as a spreadsheet set to Russian opens it in columns: UTF-8 with a byte order mark
 * (it then reads Cyrillic), `;` between cells and a decimal comma (its list and decimal
 * separators), CRLF lines. Every text cell is quoted (a `;` typed into a description stays inside
 * its cell, so nothing after it can start a cell of its own) and made safe by `asText`; numbers are
 * the manifest's own sums and amounts, never typed.
 */
export function manifestCsv(table: ManifestTable): string {
  return stringify([[...table.header], ...table.rows, table.total], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_string: true,
    cast: { string: asText, number: (value) => String(value).replace('.', ',') },
  });
}

/** Column widths and number formats of the spreadsheet, by column. */
const XLSX_COLUMNS: Array<{ width: number; format?: string }> = [
  { width: 5 },
  { width: 22 },
  { width: 12 },
  { width: 28 },
  { width: 16 },
  { width: 48 },
  { width: 12, format: '0' },
  { width: 16, format: '0.00' },
  { width: 10, format: '0.000' },
  { width: 10 },
  { width: 14, format: '0.00' },
];

/**
 * The .xlsx file. Text goes in as text cells (a value starting with = is never a formula there).
 * exceljs is loaded on the first manifest, not at start: most processes never write one.
 */
export async function manifestXlsx(table: ManifestTable, sheetName: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kerben';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = XLSX_COLUMNS.map(({ width, format }) => ({ width, style: format ? { numFmt: format } : {} }));
  sheet.addRow([...table.header]).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.addRow(table.total).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name for any shipment number: what is not a letter, a digit, a dot or a dash becomes _. */
export const manifestFileName = (number: string, extension: string) =>
  `manifest-${number.replace(/[^A-Za-z0-9.-]+/g, '_')}.${extension}`;
