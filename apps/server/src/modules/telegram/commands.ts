import {
  type Balance,
  type Language,
  type Parcel,
  TELEGRAM_BOT,
  TELEGRAM_PARCELS_SHOWN,
  type Tracking,
  telegramBalanceText,
  telegramParcelLine,
  telegramTrackingText,
} from '@kerben/domain';
import { ANONYMOUS, type SignedInViewer, type Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../db/list';
import type { BotChat, BotReply } from './linking';
import * as q from './queries';

/** What the commands ask of the parcels module (its service, given by app/services.ts). */
export interface ParcelLookup {
  listMineNotDelivered(viewer: Viewer, page: PageRequest): Promise<{ items: Parcel[]; count: number }>;
  /** The tracking answer; with an anonymous viewer its public part only. `ip` keys the lookups' limit. */
  track(viewer: Viewer, trackNumber: string, ip: string): Promise<Tracking>;
}

/** What /balance asks of the billing module (its ledger's GET /api/billing/balance/). */
export interface BalanceLookup {
  balance(viewer: Viewer): Promise<Balance>;
}

/**
 * The bot's commands. A linked chat acts as its account (its parcels, its balance); /track answers
 * anyone the public tracking only, whoever owns the parcel, and counts against the tracking limit
 * per chat as the site counts per address.
 */
export function createTelegramCommands(deps: {
  db: Db;
  parcels: ParcelLookup;
  ledger: BalanceLookup;
  settingsUrl: string;
  /** The web app's address for the buttons (PUBLIC_URL); without it, no buttons. */
  webUrl?: string;
}) {
  const { db, parcels, webUrl } = deps;
  const link = (text: string, path: string) => (webUrl ? [{ text, url: `${webUrl}${path}` }] : []);

  /** The account the chat acts as, or the answer that it is not linked. */
  async function accountOf(chat: BotChat): Promise<SignedInViewer | BotReply> {
    const account = await q.findAccountOfChat(db, chat.id);
    return account ? { userId: account.userId, role: account.role } : { text: TELEGRAM_BOT.notLinked(deps.settingsUrl) };
  }

  return {
    /** The language of the account the chat is linked to, which the bot answers it in. */
    async languageOf(chat: BotChat): Promise<Language | undefined> {
      return (await q.findAccountOfChat(db, chat.id))?.language;
    },

    async help(chat: BotChat): Promise<BotReply> {
      return { text: TELEGRAM_BOT.help(Boolean(await q.findAccountOfChat(db, chat.id))) };
    },

    /** The account's parcels not handed over yet, newest first, each with a button to open it. */
    async parcels(chat: BotChat): Promise<BotReply> {
      const viewer = await accountOf(chat);
      if ('text' in viewer) return viewer;
      const page = await parcels.listMineNotDelivered(viewer, { page: 1, page_size: TELEGRAM_PARCELS_SHOWN });
      if (page.count === 0) return { text: TELEGRAM_BOT.parcelsNone };
      const lines = page.items.map(telegramParcelLine);
      if (page.count > page.items.length) lines.push(TELEGRAM_BOT.parcelsMore(page.count - page.items.length));
      return {
        text: lines.join('\n\n'),
        buttons: [
          ...page.items.flatMap((parcel) =>
            link(`${TELEGRAM_BOT.openParcel}: ${parcel.name}`.slice(0, 64), `/user?parcel=${parcel.id}`),
          ),
          ...(page.count > page.items.length ? link(TELEGRAM_BOT.openParcels, '/user') : []),
        ],
      };
    },

    /** `/track <number>`: where the parcel is, the public answer whoever asks. */
    async track(chat: BotChat, trackNumber: string): Promise<BotReply> {
      const number = trackNumber.trim();
      if (!number) return { text: TELEGRAM_BOT.trackUsage };
      const { parcel: _owners, ...tracking } = await parcels.track(ANONYMOUS, number, `telegram:${chat.id}`);
      return { text: telegramTrackingText(tracking) };
    },

    async balance(chat: BotChat): Promise<BotReply> {
      const viewer = await accountOf(chat);
      if ('text' in viewer) return viewer;
      return { text: telegramBalanceText(await deps.ledger.balance(viewer)) };
    },
  };
}

export type TelegramCommands = ReturnType<typeof createTelegramCommands>;
