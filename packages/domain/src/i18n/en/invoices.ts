import type { InvoiceStatus, INVOICE_MSG as RU_INVOICE_MSG, PRINT_TEXT as RU_PRINT_TEXT } from '../../invoices';
import type { MessageTranslation } from '../translation';

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  open: 'Amount due',
  paid: 'Paid',
  void: 'Void',
};

export const INVOICE_MSG: MessageTranslation<typeof RU_INVOICE_MSG> = {
  notFound: 'Invoice not found',
  reasonRequired: 'Enter the reason for voiding',
  alreadyVoid: 'The invoice is already void',
  statusInvalid: 'Select an invoice status from the list',
  userInvalid: 'Invalid customer',
  parcelInvalid: 'Invalid parcel',
  choiceRequired: 'Select invoices to pay',
  choiceInvalid: 'Invalid list of invoices',
  missing: (ids: readonly number[]) => `Invoices not found: ${ids.join(', ')}`,
  title: (number: string) => `Invoice No. ${number}`,
};

export const PRINT_TEXT: MessageTranslation<typeof RU_PRINT_TEXT> = {
  company: 'Kerben — parcel delivery',
  invoiceTitle: (number: string) => `Invoice No. ${number}`,
  receiptTitle: (id: number) => `Receipt No. ${id}`,
  refundTitle: (id: number) => `Refund receipt No. ${id}`,
  refunded: (amount: string) => `Refunded: ${amount}`,
  refundedUsd: (amount: string) => `Taken from the customer’s account: ${amount}`,
  reason: (reason: string) => `Reason: ${reason}`,
  date: (when: string) => `Date: ${when}`,
  client: (code: string, name: string) => `Customer: #${code} ${name}`,
  parcel: (name: string, track: string) => `Parcel: “${name}”${track ? `, tracking number ${track}` : ''}`,
  purchase: (name: string) => `Buy-out: “${name}”`,
  status: (status: string) => `Status: ${status}`,
  voidReason: (reason: string) => `Reason for voiding: ${reason}`,
  lineHeader: 'Item',
  amountHeader: 'Amount',
  total: 'Total',
  totalKgs: (amount: string, rate: string) => `Total in som: ${amount} (rate ${rate} som per $1)`,
  paidBy: (method: string, when: string) => `Paid: ${method}, ${when}`,
  invoices: 'Invoices paid',
  method: (method: string) => `Payment method: ${method}`,
  received: (amount: string) => `Received: ${amount}`,
  tendered: (amount: string) => `Tendered: ${amount}`,
  change: (amount: string) => `Change: ${amount}`,
  rate: (rate: string, currency: string) => `Rate: ${rate} ${currency} per $1`,
  paidUsd: (amount: string) => `Credited to the customer’s account: ${amount}`,
  operator: (name: string) => `Cashier: ${name}`,
  thanks: 'Thank you for choosing Kerben!',
};
