import { SHIPMENT_MSG } from '@kerben/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeAddress, uniqueTrack } from '../../../test/fixtures/parcels';
import { makeShipment, makeShippableParcel } from '../../../test/fixtures/shipments';
import { useTestApp } from '../../../test/helpers';
import { csvCell } from './manifest';

const { t, actors: a, inject } = useTestApp({ actors: true });

/** Text a spreadsheet would run as a formula, in every place a customer or an operator types. */
const FORMULA = '=HYPERLINK("http://evil.example","нажми")';

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
      'Кроссовки Nike × 1; Футболки × 3',
      4,
      166.5,
      2.5,
      'Нет',
      0,
    ],
    [2, dashTrack, a.customerB.user.clientCode, 'Айгуль Тестова', 'Кыргызстан', `${FORMULA} × 1`, 1, 500, 40, 'Да', 39],
    ['Итого', '2 посылки', null, null, null, null, 5, 666.5, 42.5, null, 39],
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
  it('is the same table as CSV, where nothing typed can run as a formula', async () => {
    const { shipment, plainTrack, dashTrack } = await shipmentWithParcels('TK-0343');
    const res = await inject('GET', `/api/shipments/${shipment.id}/manifest.csv`, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      '№,Трек-номер,Код клиента,Получатель,Страна назначения,Содержимое,"Количество, шт.","Заявленная стоимость, USD","Вес, кг",Пошлина,"Сумма пошлины, EUR"',
      `1,"'${plainTrack}",${a.customerA.user.clientCode},"'+996 Айгуль Асанова",Кыргызстан,"Кроссовки Nike × 1; Футболки × 3",4,166.5,2.5,Нет,0`,
      `2,"'${dashTrack}",${a.customerB.user.clientCode},Айгуль Тестова,Кыргызстан,"'=HYPERLINK(""http://evil.example"",""нажми"") × 1",1,500,40,Да,39`,
      'Итого,2 посылки,,,,,5,666.5,42.5,,39',
      '',
    ]);
  });

  it('quotes each cell that starts like a formula (= + - @, a tab, a carriage return) and prefixes an apostrophe', () => {
    expect(['=1+1', '+7', '-2', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+7"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      `"'\r=1"`,
    ]);
    // A semicolon too: a spreadsheet set to Russian splits columns on it.
    expect(['a,b', 'a;b', 'say "hi"', 'line\nbreak', 'plain', 'a=b'].map(csvCell)).toEqual([
      '"a,b"',
      '"a;b"',
      '"say ""hi"""',
      '"line\nbreak"',
      'plain',
      'a=b',
    ]);
    expect([-2, 0, null].map(csvCell)).toEqual(['-2', '0', '']);
  });
});
