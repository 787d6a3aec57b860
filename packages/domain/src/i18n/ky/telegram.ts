import type { Balance } from '../../ledger';
import { formatMoney, formatUsdAndKgs } from '../../money';
import type { PublicTracking } from '../../parcels';
import type { StorageClock } from '../../storage-clock-schemas';
import {
  type TELEGRAM_BOT as RU_TELEGRAM_BOT,
  type TELEGRAM_MSG as RU_TELEGRAM_MSG,
  TELEGRAM_LINK_TTL_MINUTES,
} from '../../telegram';
import type { MessageTranslation } from '../translation';
import { formatMailTime } from './messages';

export const TELEGRAM_MSG: MessageTranslation<typeof RU_TELEGRAM_MSG> = {
  off: 'Бул сайтта Telegram аркылуу билдирүүлөр жөндөлгөн эмес',
  unavailable: 'Telegram азыр жооп бербей жатат. Бир мүнөттөн кийин аракет кылыңыз.',
  notLinked: 'Telegram туташтырылган эмес',
  secretMissing: "Telegram'дын жашыруун токени керек",
  secretWrong: "Telegram'дын жашыруун токени туура эмес",
  channelInvalid: 'Ооба же жок деп көрсөтүңүз',
};

const accountName = (account: { code: string; name: string }) =>
  account.name ? `${account.name} (#${account.code})` : `#${account.code}`;

export const TELEGRAM_BOT: MessageTranslation<typeof RU_TELEGRAM_BOT> = {
  commands: [
    { command: 'parcels', description: 'Жолдогу жана кампалардагы посылкаларым' },
    { command: 'track', description: 'Посылка кайда: /track трек-номер' },
    { command: 'balance', description: 'Баланс жана төлөнө турган сумма' },
    { command: 'help', description: 'Бот эмнелерди жасай алат' },
    { command: 'stop', description: 'Билдирүүлөрдү өчүрүү' },
  ],
  welcome: (settingsUrl: string) =>
    `Саламатсызбы! Бул Kerben боту.\n\nПосылкалар тууралуу билдирүүлөрдү ушул жерден алуу үчүн сайттагы жөндөөлөрдү ачып, «Telegram'ды туташтыруу» баскычын басыңыз: ${settingsUrl}\n\nПосылка кайда экенин мунсуз деле биле аласыз: /track трек-номер`,
  help: (linked: boolean) =>
    [
      'Kerben боту эмнелерди жасай алат:',
      '/parcels — али берилбеген посылкаларыңыз: абалы жана сактоо күндөрү',
      '/track трек-номер — посылка кайда',
      '/balance — баланс жана төлөнө турган сумма',
      linked
        ? '/stop — бул чатта билдирүүлөрдү өчүрүү'
        : "Билдирүүлөр сайттагы жөндөөлөрдөн туташтырылат: «Telegram'ды туташтыруу».",
    ].join('\n'),
  linked: (account: { code: string; name: string }) =>
    `Даяр: Telegram ${accountName(account)} аккаунтуна туташтырылды. Посылкалар жана өтүнмөлөр тууралуу билдирүүлөр ушул жерге келет.\n\nБуйруктар: /parcels, /track, /help. Билдирүүлөрдү өчүрүү: /stop же жөндөөлөрдөгү «Өчүрүү».`,
  alreadyLinked: (account: { code: string; name: string }) =>
    `Бул чат ${accountName(account)} аккаунтунун билдирүүлөрүн алып жатат.`,
  linkUnknown: "Шилтеме жараксыз. Сайттагы жөндөөлөрдү ачып, «Telegram'ды туташтыруу» баскычын кайра басыңыз.",
  linkExpired: `Шилтеменин мөөнөтү өтүп кетти: ал ${TELEGRAM_LINK_TTL_MINUTES} мүнөт жарактуу. Сайттагы жөндөөлөрдү ачып, «Telegram'ды туташтыруу» баскычын кайра басыңыз.`,
  linkUsed:
    "Бул шилтеме колдонулуп калган. Жаңыдан туташтыруу үчүн сайттагы жөндөөлөрдү ачып, «Telegram'ды туташтыруу» баскычын кайра басыңыз.",
  moveQuestion: (from: { code: string; name: string }, to: { code: string; name: string }) =>
    `Бул чат ${accountName(from)} аккаунтунун билдирүүлөрүн алып жатат. Аны ${accountName(to)} аккаунтуна которобузбу? ${accountName(from)} аккаунту мындан ары бул жерге билдирүү албай калат.`,
  moveYes: 'Которуу',
  moveNo: 'Ошол бойдон калтыруу',
  moved: (to: { code: string; name: string }) => `Даяр: эми бул чат ${accountName(to)} аккаунтунун билдирүүлөрүн алат.`,
  kept: 'Макул, мурункудай калтырдык.',
  choiceOutdated:
    "Бул суроо эскирип калды. Керек болсо, сайттагы жөндөөлөрдү ачып, «Telegram'ды туташтыруу» баскычын кайра басыңыз.",
  stopped: 'Бул чатка билдирүүлөр өчүрүлдү. Сайттагы жөндөөлөрдөн кайра туташтырсаңыз болот.',
  notLinked: (settingsUrl: string) =>
    `Бул чат аккаунтка туташтырылган эмес. Туташтыруу: сайттагы жөндөөлөр, «Telegram'ды туташтыруу» (${settingsUrl}).`,
  parcelsNone: 'Жолдо жана кампаларда посылка жок.',
  parcelsMore: (more: number) => `…жана дагы ${more}. Бардык посылкалар жеке кабинетте.`,
  trackUsage: 'Буйруктан кийин трек-номерди жазыңыз, мисалы: /track 1Z999AA10123456784',
  failed: 'Жооп берүү мүмкүн болгон жок: бир нерсе туура эмес кетти. Бир аздан кийин кайра аракет кылыңыз.',
  openParcel: 'Сайтта ачуу',
  openParcels: 'Бардык посылкалар',
  openNotifications: 'Сайттагы билдирүүлөр',
  openRequests: 'Өтүнмөлөрүм',
};

const shortDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('.');

export function telegramParcelLine(parcel: {
  name: string;
  track_number: string;
  status: { name: string };
  warehouse_detail: { name: string };
  storage: StorageClock | null;
}): string {
  const track = parcel.track_number ? ` (${parcel.track_number})` : '';
  const lines = [`📦 ${parcel.name}${track}`, `Абалы: ${parcel.status.name}, кампа: ${parcel.warehouse_detail.name}`];
  if (parcel.storage) {
    const fee =
      parcel.storage.fee_usd > 0
        ? `, акы төлөнүүчү сактоо: ${parcel.storage.fee_usd} USD`
        : `, ${shortDate(parcel.storage.free_until)} датасына чейин акысыз`;
    lines.push(`Сакталып жатканына ${parcel.storage.days} күн${fee}`);
  }
  return lines.join('\n');
}

export function telegramTrackingText(tracking: PublicTracking): string {
  const lines = [
    `Трек-номер ${tracking.track_number}`,
    `Абалы: ${tracking.status.name}`,
    `Кампа: ${tracking.warehouse_detail.name}`,
  ];
  const route = [tracking.country_of_origin?.name, tracking.country_of_destination?.name].filter(Boolean).join(' → ');
  if (route) lines.push(`Маршрут: ${route}`);
  if (tracking.date_sent) lines.push(`Жөнөтүлдү: ${shortDate(tracking.date_sent)}`);
  if (tracking.date_arrived) lines.push(`Келди: ${shortDate(tracking.date_arrived)}`);
  if (tracking.timeline.length > 0) {
    lines.push('', 'Тарыхы:');
    for (const step of tracking.timeline) lines.push(`${formatMailTime(new Date(step.created_at))} — ${step.status.name}`);
  }
  return lines.join('\n');
}

export function telegramBalanceText(balance: Balance): string {
  const lines = [
    balance.balance.amount < 0
      ? `Карыз: ${formatMoney({ ...balance.balance, amount: -balance.balance.amount })}`
      : `Баланс: ${formatMoney(balance.balance)}`,
    balance.open.amount > 0
      ? `Төлөнө турган сумма: ${formatUsdAndKgs(balance.open.amount, balance.open_kgs.amount)} (курс: $1 үчүн ${balance.usd_kgs} сом)`
      : 'Төлөнө турган сумма: жок',
  ];
  if (balance.pickup.length > 0) {
    lines.push('', 'Берүү пунктунда:');
    for (const waiting of balance.pickup) {
      const track = waiting.parcel.track_number ? ` (${waiting.parcel.track_number})` : '';
      const due = waiting.due.amount > 0 ? formatUsdAndKgs(waiting.due.amount, waiting.due_kgs.amount) : 'төлөндү';
      lines.push(`📦 ${waiting.parcel.name}${track} — ${due}`);
    }
  }
  if (balance.handover_code) lines.push('', `Берүү коду: ${balance.handover_code}. Аны берүү пунктунда айтыңыз.`);
  return lines.join('\n');
}
