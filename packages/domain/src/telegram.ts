import { z } from 'zod';
import { booleanField } from './fields';
import { localized } from './i18n/localize';
import type { Balance } from './ledger';
import { formatMailTime } from './messages';
import { formatMoney, formatUsdAndKgs } from './money';
import type { PublicTracking } from './parcels';
import type { StorageClock } from './storage-clock';

// Telegram: a customer links a chat with a one-time deep link, the bot tells it what the app and
// the mail tell (never a sign-in or reset code), and answers a few commands. Every text the bot
// sends is here.

/** How long a deep link (`https://t.me/<bot>?start=<token>`) may be used, once. */
export const TELEGRAM_LINK_TTL_MINUTES = 15;

/** Telegram's own limit of a message's text. */
export const TELEGRAM_TEXT_MAX = 4096;

/** Parcels /parcels lists with a button each; the rest are counted. */
export const TELEGRAM_PARCELS_SHOWN = 10;

export const TELEGRAM_MSG = /* @__PURE__ */ localized('TELEGRAM_MSG', {
  off: 'Уведомления в Telegram на этом сайте не настроены',
  unavailable: 'Telegram сейчас не отвечает. Попробуйте через минуту.',
  notLinked: 'Telegram не подключён',
  secretMissing: 'Нужен секретный токен Telegram',
  secretWrong: 'Неверный секретный токен Telegram',
  channelInvalid: 'Укажите да или нет',
} as const);

/**
 * Why a chat stopped getting notifications: unlinked in the settings or by /stop, the bot blocked,
 * the chat moved to another account, or the account's password reset or changed.
 */
export const TELEGRAM_UNLINK_REASONS = ['settings', 'stop', 'blocked', 'moved', 'password'] as const;
export type TelegramUnlinkReason = (typeof TELEGRAM_UNLINK_REASONS)[number];

// ---- Answers and requests

/** POST /api/telegram/link/: the deep link to open in Telegram, valid once until `expires_at`. */
export const telegramLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type TelegramLink = z.infer<typeof telegramLinkResponse>;

/** GET /api/telegram/link/: whether the feature is on, and the account's chat. */
export const telegramStatusResponse = z.object({
  /** False when the server has no bot (TELEGRAM_BOT_TOKEN unset): the settings hide the section. */
  enabled: z.boolean(),
  linked: z.boolean(),
  /** The chat's @username or first name, as Telegram gave it when it was linked. */
  chat_name: z.string().nullable(),
  linked_at: z.string().nullable(),
  /** The last time the chat was unlinked and why, while none is linked. */
  unlinked: z.object({ reason: z.enum(TELEGRAM_UNLINK_REASONS), at: z.string() }).nullable(),
});
export type TelegramStatus = z.infer<typeof telegramStatusResponse>;

/** Where a customer's notifications go: the app's bell, email, Telegram (once a chat is linked). */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelFlag = booleanField({ invalid: () => TELEGRAM_MSG.channelInvalid });
export const notificationChannelsSchema = z.object({ app: channelFlag, email: channelFlag, telegram: channelFlag }).partial();
export type NotificationChannelsInput = z.input<typeof notificationChannelsSchema>;
export const notificationChannelsResponse = z.object({ app: z.boolean(), email: z.boolean(), telegram: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsResponse>;
/** What an account gets until it chooses: the app and email as before, Telegram as soon as a chat is linked. */
export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = { app: true, email: true, telegram: true };

// ---- What the bot says

const accountName = (account: { code: string; name: string }) =>
  account.name ? `${account.name} (#${account.code})` : `#${account.code}`;

export const TELEGRAM_BOT = /* @__PURE__ */ localized('TELEGRAM_BOT', {
  commands: [
    { command: 'parcels', description: 'Мои посылки в пути и на складах' },
    { command: 'track', description: 'Где посылка: /track трек-номер' },
    { command: 'balance', description: 'Баланс и что к оплате' },
    { command: 'help', description: 'Что умеет бот' },
    { command: 'stop', description: 'Отключить уведомления' },
  ],
  welcome: (settingsUrl: string) =>
    `Здравствуйте! Это бот Kerben.\n\nЧтобы получать сюда уведомления о посылках, откройте настройки на сайте и нажмите «Подключить Telegram»: ${settingsUrl}\n\nГде посылка, можно узнать и без этого: /track трек-номер`,
  help: (linked: boolean) =>
    [
      'Что умеет бот Kerben:',
      '/parcels — ваши посылки, которые ещё не выданы: статус и дни хранения',
      '/track трек-номер — где посылка',
      '/balance — баланс и что к оплате',
      linked
        ? '/stop — отключить уведомления в этом чате'
        : 'Уведомления подключаются в настройках на сайте: «Подключить Telegram».',
    ].join('\n'),
  linked: (account: { code: string; name: string }) =>
    `Готово: Telegram подключён к аккаунту ${accountName(account)}. Сюда будут приходить уведомления о посылках и заявках.\n\nКоманды: /parcels, /track, /help. Отключить уведомления: /stop или «Отключить» в настройках.`,
  alreadyLinked: (account: { code: string; name: string }) =>
    `Этот чат уже получает уведомления аккаунта ${accountName(account)}.`,
  linkUnknown: 'Ссылка недействительна. Откройте настройки на сайте и нажмите «Подключить Telegram» ещё раз.',
  linkExpired: `Ссылка устарела: она действует ${TELEGRAM_LINK_TTL_MINUTES} минут. Откройте настройки на сайте и нажмите «Подключить Telegram» ещё раз.`,
  linkUsed:
    'Эта ссылка уже использована. Для нового подключения откройте настройки на сайте и нажмите «Подключить Telegram» ещё раз.',
  moveQuestion: (from: { code: string; name: string }, to: { code: string; name: string }) =>
    `Этот чат уже получает уведомления аккаунта ${accountName(from)}. Перенести его на аккаунт ${accountName(to)}? Аккаунт ${accountName(from)} перестанет получать сюда уведомления.`,
  moveYes: 'Перенести',
  moveNo: 'Оставить как есть',
  moved: (to: { code: string; name: string }) => `Готово: теперь этот чат получает уведомления аккаунта ${accountName(to)}.`,
  kept: 'Хорошо, оставили как было.',
  choiceOutdated: 'Этот вопрос уже неактуален. Если нужно, откройте настройки на сайте и нажмите «Подключить Telegram» ещё раз.',
  stopped: 'Уведомления в этот чат отключены. Подключить снова можно в настройках на сайте.',
  notLinked: (settingsUrl: string) =>
    `Этот чат не подключён к аккаунту. Подключить: настройки на сайте, «Подключить Telegram» (${settingsUrl}).`,
  parcelsNone: 'Посылок в пути и на складах нет.',
  parcelsMore: (more: number) => `…и ещё ${more}. Все посылки — в личном кабинете.`,
  trackUsage: 'Напишите трек-номер после команды, например: /track 1Z999AA10123456784',
  failed: 'Не получилось ответить: что-то пошло не так. Попробуйте ещё раз чуть позже.',
  openParcel: 'Открыть на сайте',
  openParcels: 'Все посылки',
  openNotifications: 'Уведомления на сайте',
  openRequests: 'Мои заявки',
} as const);

/** DD.MM.YYYY of a YYYY-MM-DD date. */
const shortDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('.');

/** A notification as a message: its title, then its text, cut to what Telegram takes. */
export function telegramNoticeText(notice: { title: string; description: string }): string {
  const text = notice.description ? `${notice.title}\n\n${notice.description}` : notice.title;
  return text.length > TELEGRAM_TEXT_MAX ? `${text.slice(0, TELEGRAM_TEXT_MAX - 1)}…` : text;
}

/** A parcel on /parcels: its name, number, status and, while it waits at a warehouse, its storage days. */
export function telegramParcelLine(parcel: {
  name: string;
  track_number: string;
  status: { name: string };
  warehouse_detail: { name: string };
  storage: StorageClock | null;
}): string {
  const track = parcel.track_number ? ` (${parcel.track_number})` : '';
  const lines = [`📦 ${parcel.name}${track}`, `Статус: ${parcel.status.name}, склад ${parcel.warehouse_detail.name}`];
  if (parcel.storage) {
    const fee =
      parcel.storage.fee_usd > 0
        ? `, платное хранение: ${parcel.storage.fee_usd} USD`
        : `, бесплатно до ${shortDate(parcel.storage.free_until)}`;
    lines.push(`На хранении ${parcel.storage.days} дн.${fee}`);
  }
  return lines.join('\n');
}

/** The public tracking answer as a message: where the parcel is and since when, nothing about whose it is. */
export function telegramTrackingText(tracking: PublicTracking): string {
  const lines = [
    `Трек-номер ${tracking.track_number}`,
    `Статус: ${tracking.status.name}`,
    `Склад: ${tracking.warehouse_detail.name}`,
  ];
  const route = [tracking.country_of_origin?.name, tracking.country_of_destination?.name].filter(Boolean).join(' → ');
  if (route) lines.push(`Маршрут: ${route}`);
  if (tracking.date_sent) lines.push(`Отправлена: ${shortDate(tracking.date_sent)}`);
  if (tracking.date_arrived) lines.push(`Прибыла: ${shortDate(tracking.date_arrived)}`);
  if (tracking.timeline.length > 0) {
    lines.push('', 'История:');
    for (const step of tracking.timeline) lines.push(`${formatMailTime(new Date(step.created_at))} — ${step.status.name}`);
  }
  return lines.join('\n');
}

/**
 * /balance: the account (credit or debt), what is owed now in dollars and som, and, while parcels
 * wait at the pickup point, what each owes and the handover code to give at the desk.
 */
export function telegramBalanceText(balance: Balance): string {
  const lines = [
    balance.balance.amount < 0
      ? `Долг: ${formatMoney({ ...balance.balance, amount: -balance.balance.amount })}`
      : `Баланс: ${formatMoney(balance.balance)}`,
    balance.open.amount > 0
      ? `К оплате: ${formatUsdAndKgs(balance.open.amount, balance.open_kgs.amount)} (курс ${balance.usd_kgs} сом за $1)`
      : 'К оплате: ничего',
  ];
  if (balance.pickup.length > 0) {
    lines.push('', 'На пункте выдачи:');
    for (const waiting of balance.pickup) {
      const track = waiting.parcel.track_number ? ` (${waiting.parcel.track_number})` : '';
      const due = waiting.due.amount > 0 ? formatUsdAndKgs(waiting.due.amount, waiting.due_kgs.amount) : 'оплачено';
      lines.push(`📦 ${waiting.parcel.name}${track} — ${due}`);
    }
  }
  if (balance.handover_code) lines.push('', `Код выдачи: ${balance.handover_code}. Назовите его на пункте выдачи.`);
  return lines.join('\n');
}
