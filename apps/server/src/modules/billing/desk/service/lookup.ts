import { DESK_MSG, type DeskClient, type deskLookupQuery, normalizeTrackNumber, usd } from '@kerben/domain';
import type { z } from 'zod';
import { notFound } from '../../../../core/errors';
import type { Viewer } from '../../../../core/viewer';
import { clients, presentClientName } from '../../../users';
import { todayOf } from '../../deps';
import * as invoices from '../../invoices/queries';
import * as ledger from '../../ledger/queries';
import { assertCanWorkAtDesk } from '../policy';
import * as q from '../queries';
import { type DeskParts, inCurrency, statusNamed } from './parts';

type LookupInput = z.output<typeof deskLookupQuery>;

/** Finding a client at the desk, with what their parcels at the pickup point owe. */
export function deskLookup(parts: DeskParts) {
  const { db, rates, posting, codes, creditOf } = parts;

  /** The client the desk asks about: by client code, or by what a scanner read (a track number, else a client code). */
  async function findClient(query: LookupInput) {
    const byCode = (code: string) => clients.findByCode(db, code.replace(/^#/, '').toUpperCase());
    if (query.code !== undefined) return byCode(query.code);
    const scanned = query.scan ?? '';
    const owner = await q.ownerOfTrack(db, normalizeTrackNumber(scanned));
    if (owner !== undefined) return { id: owner };
    return byCode(scanned);
  }

  return {
    /** A client and their parcels at the pickup point, each with what it owes now (its invoice and the storage accrued). */
    async lookup(viewer: Viewer, query: LookupInput): Promise<DeskClient> {
      assertCanWorkAtDesk(viewer);
      const found = await findClient(query);
      const client = found ? await q.clientById(db, found.id) : undefined;
      if (!client) throw notFound(DESK_MSG.clientNotFound);
      const today = await rates.on(db, todayOf(parts));
      const waiting = await ledger.parcelsAtPickup(db, client.id);
      const open = await invoices.openInvoicesOfParcels(
        db,
        waiting.map((parcel) => parcel.id),
      );
      const parcels: DeskClient['parcels'] = [];
      for (const parcel of waiting) {
        const invoice = open.find((row) => row.parcelId === parcel.id);
        const accrued = await posting.storageAccrued(db, parcel);
        const due = Math.max(0, (invoice?.totalUsdCents ?? 0) + accrued);
        parcels.push({
          parcel: { id: parcel.id, name: parcel.name, track_number: parcel.trackNumber },
          status: statusNamed(parcel.statusId),
          invoice: invoice ? { id: invoice.id, number: invoice.number, total: usd(invoice.totalUsdCents) } : null,
          storage_accrued: usd(accrued),
          due: usd(due),
          due_kgs: { amount: inCurrency(due, 'KGS', today), currency: 'KGS' },
        });
      }
      const total = parcels.reduce((sum, row) => sum + row.due.amount, 0);
      const code = await codes.current(db, client.id);
      return {
        client: { ...presentClientName(client), phone_number: client.phoneNumber },
        balance: usd(await ledger.balanceOf(db, client.id)),
        credit: usd(Math.max(0, await creditOf(db, client.id))),
        usd_kgs: today.usdKgs,
        usd_rub: today.usdRub,
        handover_locked_until: code?.lockedUntil?.toISOString() ?? null,
        parcels,
        total_due: usd(total),
        total_due_kgs: { amount: inCurrency(total, 'KGS', today), currency: 'KGS' },
        total_due_rub: { amount: inCurrency(total, 'RUB', today), currency: 'RUB' },
      };
    },
  };
}
