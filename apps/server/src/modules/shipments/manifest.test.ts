import { SHIPMENT_MSG } from '@kerben/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeAddress, uniqueTrack } from '../../../test/fixtures/parcels';
import { makeShipment, makeShippableParcel, SHIRTS, SHOES } from '../../../test/fixtures/shipments';
import { useTestApp } from '../../../test/helpers';

const { t, actors: a, inject } = useTestApp({ actors: true });

/** Text a spreadsheet would run as a formula, in every place a customer or an operator types. */
const FORMULA = '=HYPERLINK("http://evil.example","нажми")';
/** A formula after a separator inside a description: it must not start a cell of its own. */
const INSIDE = { description: 'Shoes;=1+1;', quantity: 1, unit_price_usd: 1 };

/** A shipment of two parcels, one with duty due, and the manifest's table as it must read. */
async function shipmentWithParcels(number: string) {
  const shipment = await makeShipment(t, a.admin, { number });
  const address = await makeAddress(t, a.customerA, { full_name: '+996 Айгуль Асанова' });
  const plainTrack = `@${uniqueTrack()}`;
  const dashTrack = `-${uniqueTrack()}`;
  const clothes = await makeShippableParcel(t, a.admin, a.customerA, {
    track_number: plainTrack,
    weight: 2.5,
    address: address.id,
    items: [SHOES, SHIRTS, INSIDE],
  });
  // $500 at 0.92 is 460 EUR: 15 % of 260 = 39 EUR, more than 2 EUR x 9 kg.
  const laptop = await makeShippableParcel(t, a.admin, a.customerB, {
    track_number: dashTrack,
    weight: 40,
    items: [{ description: FORMULA, quantity: 1, unit_price_usd: 500 }],
  });
  const added = await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [clothes.id, laptop.id] });
  expect(added.statusCode, added.body).toBe(200);
  const rows = [
    [...SHIPMENT_MSG.manifestColumns],
    [
      1,
      plainTrack,
      a.customerA.user.clientCode,
      '+996 Айгуль Асанова',
      'Кыргызстан',
      'Кроссовки Nike × 1; Футболки × 3; Shoes;=1+1; × 1',
      5,
      167.5,
      2.5,
      'Нет',
      0,
    ],
    [2, dashTrack, a.customerB.user.clientCode, 'Айгуль Тестова', 'Кыргызстан', `${FORMULA} × 1`, 1, 500, 40, 'Да', 39],
    ['Итого', '2 посылки', null, null, null, null, 6, 667.5, 42.5, null, 39],
  ];
  return { shipment, rows, plainTrack, dashTrack };
}

describe('GET /api/shipments/{id}/manifest.xlsx', () => {
  it('is a spreadsheet that reads back cell by cell: one row per parcel, the totals last', async () => {
    const { shipment, rows } = await shipmentWithParcels('TK/0342 Бишкек');
    const res = await inject('GET', `/api/shipments/${shipment.id}/manifest.xlsx`, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('filename="manifest-TK_0342_.xlsx"');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''manifest-TK_0342_.xlsx");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('TK_0342 Бишкек');
    expect(sheet.rowCount).toBe(rows.length);
    rows.forEach((expected, r) => {
      const row = sheet.getRow(r + 1);
      expected.forEach((value, c) => {
        expect(row.getCell(c + 1).value ?? null, `row ${r + 1}, column ${c + 1}`).toEqual(value);
      });
      expect(row.cellCount, `row ${r + 1} has no cell beyond the table`).toBeLessThanOrEqual(expected.length);
    });
    // Typed text that looks like a formula is a text cell there, never a formula.
    expect(sheet.getRow(3).getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('0.00');
  });

  it('answers 404 for a shipment that does not exist', async () => {
    const res = await inject('GET', '/api/shipments/999999/manifest.xlsx', a.admin);
    expect([res.statusCode, res.json()]).toEqual([404, { detail: SHIPMENT_MSG.notFound }]);
  });
});

describe('GET /api/shipments/{id}/manifest.csv', () => {
  it('is the same table for a spreadsheet set to Russian (BOM, `;`, decimal comma), where nothing typed can run as a formula', async () => {
    const { shipment, rows, plainTrack, dashTrack } = await shipmentWithParcels('TK-0343');
    const res = await inject('GET', `/api/shipments/${shipment.id}/manifest.csv`, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const cells: string[][] = parse(res.rawPayload, { delimiter: ';', bom: true, record_delimiter: '\r\n' });
    // No cell a spreadsheet would run, wherever the formula was typed.
    expect(cells.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const asText = (cell: string | number | null) =>
      cell === null ? '' : typeof cell === 'number' ? String(cell).replace('.', ',') : /^[=+\-@]/.test(cell) ? `'${cell}` : cell;
    expect(cells).toEqual(rows.map((row) => row.map(asText)));
    expect(cells[1]?.slice(1, 6)).toEqual([
      `'${plainTrack}`,
      a.customerA.user.clientCode,
      "'+996 Айгуль Асанова",
      'Кыргызстан',
      'Кроссовки Nike × 1; Футболки × 3; Shoes;=1+1; × 1',
    ]);
    expect(cells[2]?.[5]).toBe(`'${FORMULA} × 1`);
    expect(cells[2]?.[1]).toBe(`'${dashTrack}`);
    // Every text cell is quoted, numbers are not; lines end in CRLF.
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[3]).toBe('"Итого";"2 посылки";;;;;6;667,5;42,5;;39');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('keeps a tab, a carriage return or a line break typed into a cell inside that cell, as text', async () => {
    const shipment = await makeShipment(t, a.admin);
    const parcel = await makeShippableParcel(t, a.admin, a.customerA, {
      items: [{ description: '\t=1+1\r\n@SUM(A1)', quantity: 1, unit_price_usd: 10 }],
    });
    expect((await inject('POST', `/api/shipments/${shipment.id}/parcels/`, a.admin, { ids: [parcel.id] })).statusCode).toBe(200);
    const res = await inject('GET', `/api/shipments/${shipment.id}/manifest.csv`, a.admin);
    const cells: string[][] = parse(res.rawPayload, { delimiter: ';', bom: true });
    expect(cells.map((row) => row.length)).toEqual([11, 11, 11]);
    expect(cells.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
