import { CURRENCY_SHORT, DESK_MSG, type DeskReport, formatMailTime, PAYMENT_METHOD_NAMES } from '@kerben/domain';

// «Касса за день» as a spreadsheet: one row per payment, then the totals per method and currency
// and the dollars credited. exceljs is loaded on the first report, not at start.

type Cell = string | number | null;

const WIDTHS = [18, 28, 22, 22, 18, 8, 14, 14, 12, 10, 14];
const MONEY_COLUMNS = [6, 7, 8, 10];

const amount = (money: { amount: number } | null) => (money === null ? null : money.amount / 100);

export async function reportXlsx(report: DeskReport): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kerben';
  const sheet = workbook.addWorksheet(DESK_MSG.reportSheet(report.date), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = WIDTHS.map((width, index) => ({ width, style: MONEY_COLUMNS.includes(index) ? { numFmt: '0.00' } : {} }));
  sheet.addRow([...DESK_MSG.reportColumns]).font = { bold: true };
  for (const p of report.payments) {
    const row: Cell[] = [
      formatMailTime(new Date(p.created_at)),
      `#${p.client.unique_id} ${p.client.name}`,
      p.invoices.join(', '),
      p.operator?.name ?? '',
      PAYMENT_METHOD_NAMES[p.method],
      CURRENCY_SHORT[p.amount.currency],
      amount(p.amount),
      amount(p.tendered),
      amount(p.change),
      p.rate,
      amount(p.amount_usd),
    ];
    sheet.addRow(row);
  }
  sheet.addRow([]);
  sheet.addRow([DESK_MSG.reportTotals]).font = { bold: true };
  for (const total of report.totals) {
    sheet.addRow([
      null,
      null,
      null,
      null,
      PAYMENT_METHOD_NAMES[total.method],
      CURRENCY_SHORT[total.amount.currency],
      amount(total.amount),
    ]);
  }
  sheet.addRow([DESK_MSG.reportTotalUsd, null, null, null, null, null, null, null, null, null, amount(report.total_usd)]).font = {
    bold: true,
  };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
