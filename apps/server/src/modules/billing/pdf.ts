// Named apart: the server bundle's banner declares `createRequire` itself (scripts/build.mjs).
import { createRequire as requireFrom } from 'node:module';
import {
  CURRENCY_SHORT,
  type DeskPayment,
  formatMailTime,
  formatMoney,
  INVOICE_STATUS_NAMES,
  type Invoice,
  PAYMENT_METHOD_NAMES,
  PRINT_TEXT,
} from '@kerben/domain';

// The printed invoice (A4) and the desk's receipt (an 80 mm roll), with a Cyrillic font embedded
// (DejaVu Sans, from its npm package: nothing is downloaded at run time).

const resolvePackage = requireFrom(import.meta.url).resolve;
const FONT = resolvePackage('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = resolvePackage('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A document the billing answers with (a PDF, a spreadsheet): its name, type and bytes. */
export interface BillingFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** An 80 mm roll is 226.77 pt wide; its length follows what is printed. */
export const RECEIPT_WIDTH = 226.77;

/**
 * Renders a document to bytes: pdfkit streams its pages as it writes them. pdfkit (with fontkit
 * and its brotli tables) is imported on the first document: loaded at start it held 7 MB of the
 * heap in every process, most of which never prints.
 */
async function render(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info: { Title: options.info?.Title ?? '', Producer: 'Kerben' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', FONT);
    doc.registerFont('bold', BOLD);
    doc.font('regular');
    draw(doc);
    doc.end();
  });
}

const money = (amount: { amount: number; currency: 'USD' | 'KGS' | 'RUB' }) => formatMoney(amount);
const when = (iso: string) => formatMailTime(new Date(iso));

/** The invoice on an A4 page: who, what for, each line with its amount, the totals in dollars and som, its state. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const title = PRINT_TEXT.invoiceTitle(invoice.number);
  return render({ size: 'A4', margin: 50, info: { Title: title } }, (doc) => {
    const width = doc.page.width - 100;
    doc.fontSize(10).fillColor('#555').text(PRINT_TEXT.company);
    doc.moveDown(0.5).font('bold').fontSize(18).fillColor('#000').text(title);
    doc.font('regular').fontSize(10).moveDown(0.5);
    doc.text(PRINT_TEXT.date(when(invoice.created_at)));
    doc.text(PRINT_TEXT.client(invoice.client.unique_id, `${invoice.client.first_name} ${invoice.client.last_name}`));
    if (invoice.parcel) doc.text(PRINT_TEXT.parcel(invoice.parcel.name, invoice.parcel.track_number));
    if (invoice.purchase) doc.text(PRINT_TEXT.purchase(invoice.purchase.name));
    doc.text(PRINT_TEXT.status(INVOICE_STATUS_NAMES[invoice.status]));
    if (invoice.void_reason) doc.text(PRINT_TEXT.voidReason(invoice.void_reason));
    doc.moveDown();

    const amountWidth = 100;
    const row = (left: string, right: string, font: 'regular' | 'bold' = 'regular') => {
      const y = doc.y;
      doc.font(font).text(left, 50, y, { width: width - amountWidth - 10 });
      const after = doc.y;
      doc.text(right, 50 + width - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.x = 50;
      doc.y = Math.max(after, doc.y) + 4;
    };
    row(PRINT_TEXT.lineHeader, PRINT_TEXT.amountHeader, 'bold');
    doc
      .moveTo(50, doc.y)
      .lineTo(50 + width, doc.y)
      .stroke();
    doc.y += 4;
    for (const line of invoice.lines) row(line.description, money(line.amount));
    doc
      .moveTo(50, doc.y)
      .lineTo(50 + width, doc.y)
      .stroke();
    doc.y += 4;
    row(PRINT_TEXT.total, money(invoice.total), 'bold');
    doc.font('regular').text(PRINT_TEXT.totalKgs(money(invoice.total_kgs), invoice.usd_kgs.replace('.', ',')));
    if (invoice.payment) {
      doc.moveDown().text(PRINT_TEXT.paidBy(PAYMENT_METHOD_NAMES[invoice.payment.method], when(invoice.payment.created_at)));
    }
  });
}

export interface ReceiptFacts {
  payment: DeskPayment;
  /** A refund's reason. */
  note?: string;
  client: { unique_id: string; name: string };
  operator: string | null;
}

/** The desk's receipt, 80 mm wide: the invoices paid, what was taken, the change, the rate, the dollars credited. */
export function receiptPdf({ payment, client, operator, note }: ReceiptFacts): Promise<Buffer> {
  const refund = payment.kind === 'refund';
  const title = refund ? PRINT_TEXT.refundTitle(payment.id) : PRINT_TEXT.receiptTitle(payment.id);
  const lines = 16 + payment.invoices.length;
  return render({ size: [RECEIPT_WIDTH, 60 + lines * 12], margin: 10, info: { Title: title } }, (doc) => {
    const options = { width: RECEIPT_WIDTH - 20 };
    doc.fontSize(8).text(PRINT_TEXT.company, options);
    doc.moveDown(0.3).font('bold').fontSize(10).text(title, options);
    doc
      .font('regular')
      .fontSize(8)
      .text(PRINT_TEXT.date(when(payment.created_at)), options);
    doc.text(PRINT_TEXT.client(client.unique_id, client.name), options);
    if (payment.invoices.length > 0) doc.moveDown(0.3).text(`${PRINT_TEXT.invoices}:`, options);
    for (const invoice of payment.invoices) doc.text(`№ ${invoice.number} — ${money(invoice.total)}`, options);
    doc.moveDown(0.3).text(PRINT_TEXT.method(PAYMENT_METHOD_NAMES[payment.method]), options);
    if (payment.tendered) doc.text(PRINT_TEXT.tendered(money(payment.tendered)), options);
    doc
      .font('bold')
      .text(PRINT_TEXT.received(money(payment.amount)), options)
      .font('regular');
    if (payment.change) doc.text(PRINT_TEXT.change(money(payment.change)), options);
    if (payment.rate) doc.text(PRINT_TEXT.rate(payment.rate.replace('.', ','), CURRENCY_SHORT[payment.amount.currency]), options);
    doc.text((refund ? PRINT_TEXT.refundedUsd : PRINT_TEXT.paidUsd)(money(payment.amount_usd)), options);
    if (note) doc.text(PRINT_TEXT.reason(note), options);
    if (operator) doc.text(PRINT_TEXT.operator(operator), options);
    doc.moveDown(0.5).text(PRINT_TEXT.thanks, { ...options, align: 'center' });
  });
}
