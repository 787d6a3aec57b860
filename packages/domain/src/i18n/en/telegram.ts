import type { Balance } from '../../ledger';
import { formatMoney, formatUsdAndKgs } from '../../money';
import type { PublicTracking } from '../../parcels';
import type { StorageClock } from '../../storage-clock-schemas';
import {
  type TELEGRAM_BOT as RU_TELEGRAM_BOT,
  type TELEGRAM_MSG as RU_TELEGRAM_MSG,
  TELEGRAM_LINK_TTL_MINUTES,
} from '../../telegram';
import { enCounted } from '../grammar';
import type { MessageTranslation } from '../translation';
import { formatMailTime } from './messages';

export const TELEGRAM_MSG: MessageTranslation<typeof RU_TELEGRAM_MSG> = {
  off: 'Telegram notifications are not set up on this website',
  unavailable: 'Telegram is not responding right now. Please try again in a minute.',
  notLinked: 'Telegram is not connected',
  secretMissing: 'The Telegram secret token is required',
  secretWrong: 'Wrong Telegram secret token',
  channelInvalid: 'Say yes or no',
};

const accountName = (account: { code: string; name: string }) =>
  account.name ? `${account.name} (#${account.code})` : `#${account.code}`;

export const TELEGRAM_BOT: MessageTranslation<typeof RU_TELEGRAM_BOT> = {
  commands: [
    { command: 'parcels', description: 'My parcels in transit and at warehouses' },
    { command: 'track', description: 'Where is my parcel: /track tracking number' },
    { command: 'balance', description: 'Balance and amount due' },
    { command: 'help', description: 'What the bot can do' },
    { command: 'stop', description: 'Turn off notifications' },
  ],
  welcome: (settingsUrl: string) =>
    `Hello! This is the Kerben bot.\n\nTo get parcel notifications here, open the settings on the website and tap “Connect Telegram”: ${settingsUrl}\n\nYou can check where a parcel is without that too: /track tracking number`,
  help: (linked: boolean) =>
    [
      'What the Kerben bot can do:',
      '/parcels — your parcels not handed over yet: status and days in storage',
      '/track tracking number — where a parcel is',
      '/balance — balance and amount due',
      linked
        ? '/stop — turn off notifications in this chat'
        : 'Notifications are turned on in the settings on the website: “Connect Telegram”.',
    ].join('\n'),
  linked: (account: { code: string; name: string }) =>
    `Done: Telegram is connected to the account ${accountName(account)}. Notifications about parcels and requests will come here.\n\nCommands: /parcels, /track, /help. To turn off notifications: /stop or “Disconnect” in the settings.`,
  alreadyLinked: (account: { code: string; name: string }) =>
    `This chat already gets the notifications of the account ${accountName(account)}.`,
  linkUnknown: 'The link is invalid. Open the settings on the website and tap “Connect Telegram” again.',
  linkExpired: `The link has expired: it is valid for ${TELEGRAM_LINK_TTL_MINUTES} minutes. Open the settings on the website and tap “Connect Telegram” again.`,
  linkUsed:
    'This link has already been used. To connect again, open the settings on the website and tap “Connect Telegram” again.',
  moveQuestion: (from: { code: string; name: string }, to: { code: string; name: string }) =>
    `This chat already gets the notifications of the account ${accountName(from)}. Move it to the account ${accountName(to)}? The account ${accountName(from)} will stop getting notifications here.`,
  moveYes: 'Move',
  moveNo: 'Leave as is',
  moved: (to: { code: string; name: string }) => `Done: this chat now gets the notifications of the account ${accountName(to)}.`,
  kept: 'OK, we left it as it was.',
  choiceOutdated:
    'This question is no longer relevant. If you need to, open the settings on the website and tap “Connect Telegram” again.',
  stopped: 'Notifications to this chat are turned off. You can connect again in the settings on the website.',
  notLinked: (settingsUrl: string) =>
    `This chat is not connected to an account. To connect: the settings on the website, “Connect Telegram” (${settingsUrl}).`,
  parcelsNone: 'No parcels in transit or at warehouses.',
  parcelsMore: (more: number) => `…and ${more} more. All parcels are in your account.`,
  trackUsage: 'Write the tracking number after the command, for example: /track 1Z999AA10123456784',
  failed: 'Could not answer: something went wrong. Please try again a bit later.',
  openParcel: 'Open on the website',
  openParcels: 'All parcels',
  openNotifications: 'Notifications on the website',
  openRequests: 'My requests',
};

const shortDate = (isoDate: string) => {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

export function telegramParcelLine(parcel: {
  name: string;
  track_number: string;
  status: { name: string };
  warehouse_detail: { name: string };
  storage: StorageClock | null;
}): string {
  const track = parcel.track_number ? ` (${parcel.track_number})` : '';
  const lines = [`📦 ${parcel.name}${track}`, `Status: ${parcel.status.name}, warehouse ${parcel.warehouse_detail.name}`];
  if (parcel.storage) {
    const fee =
      parcel.storage.fee_usd > 0
        ? `, paid storage: ${parcel.storage.fee_usd} USD`
        : `, free until ${shortDate(parcel.storage.free_until)}`;
    lines.push(`In storage for ${enCounted(parcel.storage.days, 'day', 'days')}${fee}`);
  }
  return lines.join('\n');
}

export function telegramTrackingText(tracking: PublicTracking): string {
  const lines = [
    `Tracking number ${tracking.track_number}`,
    `Status: ${tracking.status.name}`,
    `Warehouse: ${tracking.warehouse_detail.name}`,
  ];
  const route = [tracking.country_of_origin?.name, tracking.country_of_destination?.name].filter(Boolean).join(' → ');
  if (route) lines.push(`Route: ${route}`);
  if (tracking.date_sent) lines.push(`Sent: ${shortDate(tracking.date_sent)}`);
  if (tracking.date_arrived) lines.push(`Arrived: ${shortDate(tracking.date_arrived)}`);
  if (tracking.timeline.length > 0) {
    lines.push('', 'History:');
    for (const step of tracking.timeline) lines.push(`${formatMailTime(new Date(step.created_at))} — ${step.status.name}`);
  }
  return lines.join('\n');
}

export function telegramBalanceText(balance: Balance): string {
  const lines = [
    balance.balance.amount < 0
      ? `Owed: ${formatMoney({ ...balance.balance, amount: -balance.balance.amount })}`
      : `Balance: ${formatMoney(balance.balance)}`,
    balance.open.amount > 0
      ? `Amount due: ${formatUsdAndKgs(balance.open.amount, balance.open_kgs.amount)} (rate ${balance.usd_kgs} som per $1)`
      : 'Amount due: nothing',
  ];
  if (balance.pickup.length > 0) {
    lines.push('', 'At the pickup point:');
    for (const waiting of balance.pickup) {
      const track = waiting.parcel.track_number ? ` (${waiting.parcel.track_number})` : '';
      const due = waiting.due.amount > 0 ? formatUsdAndKgs(waiting.due.amount, waiting.due_kgs.amount) : 'paid';
      lines.push(`📦 ${waiting.parcel.name}${track} — ${due}`);
    }
  }
  if (balance.handover_code) lines.push('', `Handover code: ${balance.handover_code}. Say it at the pickup point.`);
  return lines.join('\n');
}
