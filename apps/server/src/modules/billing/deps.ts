import { companyDate, type ParcelHandover } from '@kerben/domain';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../../core/clock';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import type { UnitOfWork, Work } from '../../db/unit-of-work';
import type { CustomsService } from '../customs';
import type { NotificationService } from '../notifications';

/**
 * How the desk gives parcels a status (handed over): the parcels module's own change, with its
 * history row and the owner's notification. Given in app/services.ts: the parcels module calls the billing.
 */
export type SetParcelStatus = (
  work: Work,
  viewer: Viewer,
  ids: number[],
  statusId: number,
  options: { handover?: ParcelHandover },
) => Promise<number[]>;

/** What the parts of the billing share, built once in app/services.ts. */
export interface BillingDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  /** What "now" is (tests move it): the day's tariff and rate, the storage days, the invoice's year. */
  clock: Clock;
  /** The duty rule a parcel is charged by when it reaches the pickup point. */
  customs: Pick<CustomsService, 'rule'>;
  notifications: Pick<NotificationService, 'userAreaUrl'>;
  /** The installation's signing secret: handover codes are derived from it, never stored. */
  secret: string;
  /** Handover codes sent again, per account (a code by mail on every click would be a mail bomb). */
  handoverResends: RateLimiterAbstract;
  setParcelStatus: SetParcelStatus;
}

/** Today where the company works (YYYY-MM-DD). */
export const todayOf = (deps: Pick<BillingDeps, 'clock'>) => companyDate(deps.clock());
