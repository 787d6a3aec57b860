import type {
  LedgerKind,
  LedgerPurpose,
  PaymentMethod,
  LEDGER_MSG as RU_LEDGER_MSG,
  PAID_FLAG_MSG as RU_PAID_FLAG_MSG,
} from '../../ledger';
import { formatMoney } from '../../money';
import type { MessageTranslation } from '../translation';
import { serviceEntryText } from './warehouse-services';

export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  charge: 'Эсептөө',
  payment: 'Төлөм',
  refund: 'Акчаны кайтаруу',
  adjustment: 'Түзөтүү',
};

export const LEDGER_PURPOSE_NAMES: Record<LedgerPurpose, string> = {
  delivery: 'Жеткирүү',
  storage: 'Сактоо',
  duty: 'Бажы алымы',
  buyout: 'Сатып алып берүү',
  service: 'Кызмат',
  insurance: 'Камсыздандыруу',
  topup: 'Балансты толуктоо',
  correction: 'Түзөтүү',
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Накталай',
  terminal: 'Карта (терминал)',
  qr: 'QR аркылуу төлөм',
  balance: 'Баланстан',
  manual: 'Кол менен белгиленди',
  transfer: 'Которуу',
  online: 'Онлайн (карта)',
};

export const LEDGER_MSG: MessageTranslation<typeof RU_LEDGER_MSG> = {
  recalculated: 'салмагы боюнча кайра эсептелди',
  manualPrice: 'баасы кол менен коюлду',
  parcelDeleted: (id: number) => `№${id} посылка эсеп чыгарылганга чейин өчүрүлдү`,
  invoiceVoided: (number: string, reason: string) => `№ ${number} эсеп жокко чыгарылды: ${reason}`,
  purchaseCancelled: (reason: string) => `сатып алып берүүгө өтүнмө жокко чыгарылды: ${reason}`,
  parcelCombined: (boxTrack: string) => `посылка ${boxTrack} кутусуна бириктирилди`,
  movedToBox: (parcelId: number) => `кутуга бириктирилген №${parcelId} посылкадан которулду`,
  parcelReturned: 'посылка жөнөтүүчүгө кайтарылды: жеткирүү болгон жок',
  userInvalid: 'Кардар туура эмес',
  userNotFound: 'Кардар табылган жок',
  amountInvalid:
    'Сумма центтер менен: нөл эмес бүтүн сан, −10 000 000 менен 10 000 000дун ортосунда (минус — эсептөө, плюс — кардардын пайдасына)',
  purposeInvalid: 'Түзөтүү эмне үчүн экенин тизмеден тандаңыз',
  reasonRequired: 'Түзөтүүнүн себебин көрсөтүңүз',
  parcelNotTheirs: 'Бул кардарда мындай посылка табылган жок',
  filterInvalid: 'Чыпка туура эмес',
};

export const PAID_FLAG_MSG: MessageTranslation<typeof RU_PAID_FLAG_MSG> = {
  unpayRefused: 'Төлөмдү алып салууга болбойт: акчаны кайтаруу «Берүү» бөлүмүндө таризделет',
  adminOnly: 'Посылканы төлөндү деп администратор гана белгилей алат; төлөм «Берүү» бөлүмүндө кабыл алынат',
  nothingToPay: 'Төлөй турган эч нерсе жок: посылкага эсептөө жок (салмагын же баасын көрсөтүңүз)',
  nothingToPayOf: (ids: readonly number[]) =>
    `Төлөй турган эч нерсе жок: ${ids.join(', ')} посылкаларына эсептөө жок. Эч нерсе өзгөртүлгөн жок.`,
};

const kg = (grams: number) => `${(grams / 1000).toFixed(3).replace('.', ',')} кг`;
const usd = (cents: number) => formatMoney({ amount: cents, currency: 'USD' });
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/** What an entry was for, as an invoice line and the history print it. */
export function entryDescription(entry: {
  kind: LedgerKind;
  purpose: LedgerPurpose | null;
  details: Record<string, unknown> | null;
  reason: string | null;
}): string {
  const d = entry.details ?? {};
  const name = entry.purpose ? LEDGER_PURPOSE_NAMES[entry.purpose] : LEDGER_KIND_NAMES[entry.kind];
  const because = entry.kind === 'adjustment' && entry.reason ? ` (${entry.reason})` : '';
  if (entry.purpose === 'delivery' && d.manual) return `${name}: баасы кол менен коюлду${because}`;
  if (entry.purpose === 'delivery' && d.chargeable_g !== undefined) {
    const volumetric = num(d.volumetric_g) > 0 ? `, көлөмдүк салмагы ${kg(num(d.volumetric_g))}` : '';
    return `${name}: иш жүзүндөгү салмагы ${kg(num(d.actual_g))}${volumetric}, төлөнө турганы ${kg(num(d.chargeable_g))} × ${usd(num(d.rate_per_kg_cents))}/кг${because}`;
  }
  if (entry.purpose === 'storage' && d.days_to !== undefined) {
    const days = num(d.days_to) - num(d.days_from) + 1;
    return `${name}: ${days} күн × ${usd(num(d.fee_per_day_cents))} (акы төлөнүүчү күндөр ${num(d.days_from)}–${num(d.days_to)})${because}`;
  }
  if (entry.purpose === 'duty' && d.amount_eur_cents !== undefined) {
    const eur = formatMoney({ amount: num(d.amount_eur_cents), currency: 'EUR' });
    return `${name}: ${eur}, курс $1 үчүн ${String(d.usd_eur).replace('.', ',')} €${because}`;
  }
  if (entry.purpose === 'buyout' && d.part === 'goods') return `${name}: товардын баасы${because}`;
  if (entry.purpose === 'buyout' && d.part === 'commission') {
    return `${name}: комиссия ${String(num(d.commission_bp) / 100).replace('.', ',')} %${because}`;
  }
  if ((entry.purpose === 'service' || entry.purpose === 'insurance') && serviceEntryText(d)) {
    return `${name}: ${serviceEntryText(d)}${because}`;
  }
  if (d.reverses !== undefined) return `${name}: эсептөөнү жокко чыгаруу${because}`;
  return `${name}${because}`;
}
