import {
  centsOf,
  companyDate,
  convertMinor,
  daysBetween,
  declaredValueUsd,
  deliveryCharge,
  dollarsOf,
  estimateDuty,
  LEDGER_MSG,
  normalizeRate,
  routeTerms,
} from '@kerben/domain';
import type { DbOrTx, Tx } from '../../../db/client';
import { type BillingDeps, todayOf } from '../deps';
import type { TariffService } from '../tariffs/service';
import * as q from './queries';

/** Who posts: a staff member's id, or null for what the system posts by itself. */
export type PostedBy = number | null;

/** Storage days of a stay past its free ones up to `today`, and what they cost a day (cents). */
export function storageDays(
  parcel: Pick<q.ParcelMoneyRow, 'storageSince' | 'storageFreeUntil' | 'storageFeePerDayUsd'>,
  today: string,
) {
  if (!parcel.storageSince || !parcel.storageFreeUntil) return undefined;
  return {
    since: parcel.storageSince.toISOString(),
    freeUntil: parcel.storageFreeUntil,
    paidDays: Math.max(0, daysBetween(parcel.storageFreeUntil, today)),
    feePerDayCents: centsOf(parcel.storageFeePerDayUsd ?? 0),
  };
}

/** What a parcel's delivery is charged by: its measures, route, typed price and tariff (a new parcel has no id yet). */
export interface PriceFacts {
  id?: number;
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  originCountryId: number | null;
  destinationCountryId: number | null;
  price: number;
  priceIsManual: boolean;
  tariffVersionId: number | null;
  /** The company's date it was received: its tariff is the one in force then. */
  receivedOn: string;
}

/**
 * Postings by the events that cause them, each idempotent per cause (`cause` is unique): a parcel's
 * delivery by its tariff, storage days past the free ones, the duty, reversals. The callers hold
 * the parcel's row locked (its change, or the desk), so postings of one parcel never race.
 */
export function createPosting(deps: BillingDeps, tariffs: TariffService) {
  /** The storage days of the stay already charged (its last charge's `days_to`), 0 before any. */
  async function storageCharged(tx: DbOrTx, parcelId: number, since: string): Promise<number> {
    const entries = await q.parcelEntries(tx, parcelId, 'storage');
    return entries
      .filter((entry) => entry.details?.since === since)
      .reduce((max, entry) => Math.max(max, Number(entry.details?.days_to ?? 0)), 0);
  }

  /** The delivery a parcel owes now, in cents, and the tariff version it is charged by. */
  async function deliveryDue(tx: DbOrTx, parcel: PriceFacts) {
    const tariff = await tariffs.forParcel(tx, { tariffVersionId: parcel.tariffVersionId, receivedOn: parcel.receivedOn });
    const charge = parcel.priceIsManual
      ? { amount_cents: centsOf(parcel.price), manual: true as const }
      : (deliveryCharge(parcel, routeTerms(tariff.terms, parcel.originCountryId, parcel.destinationCountryId)) ?? {
          amount_cents: 0,
        });
    return { tariff, charge };
  }

  /** What a parcel's delivery entries charged so far, in cents. */
  const chargedOf = (entries: q.EntryRow[]) => -entries.reduce((sum, entry) => sum + entry.amountUsdCents, 0);

  return {
    /** The price a parcel is to show (what its delivery is charged, or stays charged once paid), and its tariff. */
    async priceOf(tx: DbOrTx, parcel: PriceFacts): Promise<{ price: number; tariffVersionId: number }> {
      const { tariff, charge } = await deliveryDue(tx, parcel);
      const paid = parcel.id !== undefined && (await q.isPurposePaid(tx, parcel.id, 'delivery'));
      const cents =
        paid && parcel.id !== undefined ? chargedOf(await q.parcelEntries(tx, parcel.id, 'delivery')) : charge.amount_cents;
      return { price: dollarsOf(cents), tariffVersionId: tariff.id };
    },

    /**
     * The delivery a parcel owes: a typed price as typed, else its route's rate in the tariff it was
     * received under by the chargeable weight. What differs from what was charged is posted (the
     * first time a charge, later an adjustment «пересчёт по весу»), unless the delivery is paid:
     * then a change posts nothing (an admin adjusts by hand). The older answers' `price` follows
     * what is charged. Answers the entries posted.
     */
    async delivery(tx: Tx, parcel: q.ParcelMoneyRow, by: PostedBy): Promise<q.EntryRow[]> {
      const { tariff, charge } = await deliveryDue(tx, { ...parcel, receivedOn: companyDate(parcel.createdAt) });
      const entries = await q.parcelEntries(tx, parcel.id, 'delivery');
      const charged = chargedOf(entries);
      const difference = charge.amount_cents - charged;
      const paid = difference !== 0 && (await q.isPurposePaid(tx, parcel.id, 'delivery'));
      const posted =
        difference === 0 || paid
          ? undefined
          : await q.insertEntry(tx, {
              userId: parcel.userId,
              kind: entries.length === 0 ? 'charge' : 'adjustment',
              purpose: 'delivery',
              amountUsdCents: -difference,
              parcelId: parcel.id,
              cause: `delivery:${parcel.id}:${entries.length + 1}`,
              details: { ...charge },
              reason: entries.length === 0 ? null : parcel.priceIsManual ? LEDGER_MSG.manualPrice : LEDGER_MSG.recalculated,
              postedBy: by,
            });
      const price = dollarsOf(posted ? charge.amount_cents : charged);
      if (price !== parcel.price || parcel.tariffVersionId !== tariff.id) {
        await q.setParcelPrice(tx, parcel.id, { price, tariffVersionId: tariff.id });
      }
      return posted ? [posted] : [];
    },

    /**
     * Storage of the stay under way: the days past the free ones up to today not charged yet, at the
     * fee the parcel arrived under. Posted when money is taken, the parcel handed over or its stay
     * ends, so each day is charged once.
     */
    async storage(tx: Tx, parcel: q.ParcelMoneyRow, by: PostedBy): Promise<q.EntryRow[]> {
      const stay = storageDays(parcel, todayOf(deps));
      if (!stay || stay.feePerDayCents === 0) return [];
      const from = (await storageCharged(tx, parcel.id, stay.since)) + 1;
      if (stay.paidDays < from) return [];
      const posted = await q.insertEntry(tx, {
        userId: parcel.userId,
        kind: 'charge',
        purpose: 'storage',
        amountUsdCents: -(stay.paidDays - from + 1) * stay.feePerDayCents,
        parcelId: parcel.id,
        cause: `storage:${parcel.id}:${stay.since}:${stay.paidDays}`,
        details: {
          since: stay.since,
          free_until: stay.freeUntil,
          fee_per_day_cents: stay.feePerDayCents,
          days_from: from,
          days_to: stay.paidDays,
        },
        postedBy: by,
      });
      return posted ? [posted] : [];
    },

    /** Storage accrued and not charged yet, in cents (what the desk shows live). */
    async storageAccrued(tx: DbOrTx, parcel: q.ParcelMoneyRow): Promise<number> {
      const stay = storageDays(parcel, todayOf(deps));
      if (!stay || stay.feePerDayCents === 0) return 0;
      const charged = await storageCharged(tx, parcel.id, stay.since);
      return Math.max(0, stay.paidDays - charged) * stay.feePerDayCents;
    },

    /**
     * The duty, once per parcel, when it is due (the parcel reached the pickup point): the estimate
     * of the customs settings in euros, converted to dollars at their euro rate, rounded once.
     */
    async duty(tx: Tx, parcel: q.ParcelMoneyRow, by: PostedBy): Promise<q.EntryRow[]> {
      const rule = await deps.customs.rule(tx);
      const duty = estimateDuty(
        { value_usd: declaredValueUsd(parcel.items), weight_kg: parcel.weight, destination: parcel.destinationCountryId },
        rule,
      );
      const eurCents = centsOf(duty.amount_eur);
      if (!duty.due || eurCents === 0) return [];
      const usdEur = normalizeRate(String(rule.usd_to_eur));
      const posted = await q.insertEntry(tx, {
        userId: parcel.userId,
        kind: 'charge',
        purpose: 'duty',
        amountUsdCents: -convertMinor(eurCents, 'EUR', 'USD', usdEur),
        parcelId: parcel.id,
        cause: `duty:${parcel.id}`,
        details: {
          amount_eur_cents: eurCents,
          usd_eur: usdEur,
          over_value_eur: duty.over_value_eur,
          over_weight_kg: duty.over_weight_kg,
        },
        postedBy: by,
      });
      return posted ? [posted] : [];
    },

    /** Entries that cancel these (a void, a parcel deleted before its invoice): the same amounts, the other way. */
    async reverse(tx: Tx, entries: q.EntryRow[], reason: string, by: PostedBy): Promise<q.EntryRow[]> {
      const posted: q.EntryRow[] = [];
      for (const entry of entries) {
        const row = await q.insertEntry(tx, {
          userId: entry.userId,
          kind: 'adjustment',
          purpose: entry.purpose ?? 'correction',
          amountUsdCents: -entry.amountUsdCents,
          parcelId: entry.parcelId,
          purchaseId: entry.purchaseId,
          reversesId: entry.id,
          cause: `reverse:${entry.id}`,
          details: { reverses: entry.id },
          reason,
          postedBy: by,
        });
        if (row) posted.push(row);
      }
      return posted;
    },
  };
}

export type Posting = ReturnType<typeof createPosting>;
