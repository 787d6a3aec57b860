import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { makeParcelAtPickup, openInvoiceOf } from '../../../test/fixtures/billing';
import { SHOES } from '../../../test/fixtures/shipments';
import { useTestApp } from '../../../test/helpers';
import { RECEIPT_WIDTH } from './pdf';

// The printed invoice and receipt, read back as a PDF reader would: the text in Russian (the
// embedded font maps back to Unicode), the numbers and totals, the receipt's 80 mm width.
const { t, actors: a, inject } = useTestApp({ actors: true });

async function read(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { text: text.replace(/\s+/g, ' '), width: page.view[2] ?? 0, pages: pdf.numPages };
}

describe('GET /api/invoices/{id}/pdf/ and /api/payments/{id}/receipt/', () => {
  it('prints the invoice on A4 in Russian with its number, lines and totals in dollars and som', async () => {
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA, { items: [{ ...SHOES, unit_price_usd: 600 }] });
    const invoice = await openInvoiceOf(t, a.customerA, parcel.id);
    const res = await inject('GET', `/api/invoices/${invoice.id}/pdf/`, a.customerA);
    expect(res.headers['content-disposition']).toContain(`invoice-${invoice.number}.pdf`);
    const { text, width } = await read(res);
    expect(width).toBeCloseTo(595.28, 1);
    for (const part of [
      `Счёт № ${invoice.number}`,
      `Клиент: #${a.customerA.user.clientCode}`,
      `Посылка: «${parcel.name}»`,
      'Состояние: К оплате',
      'Доставка: фактический вес 2,000 кг, к оплате 2,000 кг × $12.00/кг',
      '$24.00',
      'Таможенная пошлина: 52,80 € по курсу 0,9200 € за $1',
      '$57.39',
      'Итого $81.39',
      'Итого в сомах: 7 117,56 сом (курс 87,4500 сом за $1)',
    ]) {
      expect(text).toContain(part);
    }
    // A stranger hears it does not exist; an operator may print it.
    expect((await inject('GET', `/api/invoices/${invoice.id}/pdf/`, a.customerB)).statusCode).toBe(404);
    expect((await inject('GET', `/api/invoices/${invoice.id}/pdf/`, a.operator)).statusCode).toBe(200);
  });

  it('prints the desk’s receipt on an 80 mm roll: what was taken, the change, the rate, the invoice paid', async () => {
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerB);
    const invoice = await openInvoiceOf(t, a.customerB, parcel.id);
    const paid = await inject('POST', '/api/desk/payments/', a.operator, {
      invoices: [invoice.id],
      amount: 210_000,
      currency: 'KGS',
      method: 'cash',
      key: randomUUID(),
    });
    const payment = paid.json<{ id: number }>();
    const res = await inject('GET', `/api/payments/${payment.id}/receipt/`, a.customerB);
    const { text, width, pages } = await read(res);
    expect(width).toBeCloseTo(RECEIPT_WIDTH, 1);
    expect(pages).toBe(1);
    for (const part of [
      `Кассовый чек № ${payment.id}`,
      `№ ${invoice.number} — $24.00`,
      'Способ оплаты: Наличные',
      'Внесено: 2 100,00 сом',
      'Получено: 2 098,80 сом',
      'Сдача: 1,20 сом',
      'Курс: 87,4500 сом за $1',
      'Зачтено на счёт клиента: $24.00',
      'Кассир: Айгуль Тестова',
    ]) {
      expect(text).toContain(part);
    }
    expect((await inject('GET', `/api/payments/${payment.id}/receipt/`, a.customerA)).statusCode).toBe(404);
    expect((await inject('GET', '/api/payments/999999/receipt/', a.customerA)).statusCode).toBe(404);
  });
});
