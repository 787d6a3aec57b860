import type { InvoiceStatus, INVOICE_MSG as RU_INVOICE_MSG, PRINT_TEXT as RU_PRINT_TEXT } from '../../invoices';
import type { MessageTranslation } from '../translation';

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  open: 'Төлөнө турган',
  paid: 'Төлөндү',
  void: 'Жокко чыгарылды',
};

export const INVOICE_MSG: MessageTranslation<typeof RU_INVOICE_MSG> = {
  notFound: 'Эсеп табылган жок',
  reasonRequired: 'Жокко чыгаруунун себебин көрсөтүңүз',
  alreadyVoid: 'Эсеп мурунтан эле жокко чыгарылган',
  statusInvalid: 'Эсептин абалын тизмеден тандаңыз',
  userInvalid: 'Кардар туура эмес',
  parcelInvalid: 'Посылка туура эмес',
  choiceRequired: 'Төлөнө турган эсептерди тандаңыз',
  choiceInvalid: 'Эсептердин тизмеси туура эмес',
  missing: (ids: readonly number[]) => `Эсептер табылган жок: ${ids.join(', ')}`,
  title: (number: string) => `Эсеп № ${number}`,
};

export const PRINT_TEXT: MessageTranslation<typeof RU_PRINT_TEXT> = {
  company: 'Kerben — посылкаларды жеткирүү',
  invoiceTitle: (number: string) => `Эсеп № ${number}`,
  receiptTitle: (id: number) => `Кассалык чек № ${id}`,
  refundTitle: (id: number) => `Акчаны кайтаруу чеги № ${id}`,
  refunded: (amount: string) => `Кайтарылды: ${amount}`,
  refundedUsd: (amount: string) => `Кардардын эсебинен чегерилди: ${amount}`,
  reason: (reason: string) => `Себеби: ${reason}`,
  date: (when: string) => `Күнү: ${when}`,
  client: (code: string, name: string) => `Кардар: #${code} ${name}`,
  parcel: (name: string, track: string) => `Посылка: «${name}»${track ? `, трек-номер ${track}` : ''}`,
  purchase: (name: string) => `Сатып алып берүү: «${name}»`,
  status: (status: string) => `Абалы: ${status}`,
  voidReason: (reason: string) => `Жокко чыгаруунун себеби: ${reason}`,
  lineHeader: 'Аталышы',
  amountHeader: 'Сумма',
  total: 'Жалпы',
  totalKgs: (amount: string, rate: string) => `Жалпы сом менен: ${amount} (курс: $1 үчүн ${rate} сом)`,
  paidBy: (method: string, when: string) => `Төлөндү: ${method}, ${when}`,
  invoices: 'Төлөнгөн эсептер',
  method: (method: string) => `Төлөө ыкмасы: ${method}`,
  received: (amount: string) => `Алынды: ${amount}`,
  tendered: (amount: string) => `Берилди: ${amount}`,
  change: (amount: string) => `Кайтарым: ${amount}`,
  rate: (rate: string, currency: string) => `Курс: $1 үчүн ${rate} ${currency}`,
  paidUsd: (amount: string) => `Кардардын эсебине кошулду: ${amount}`,
  operator: (name: string) => `Кассир: ${name}`,
  thanks: 'Kerben тандаганыңыз үчүн рахмат!',
};
