import { companyDate } from '@kerben/domain';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { Db } from '../../db/client';
import type { CustomsService } from '../customs';
import type { NotificationService } from '../notifications';

/** What the parts of the billing share, built once in app.ts. */
export interface BillingDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  /** What "now" is (tests move it): the day's tariff and rate, the storage days, the invoice's year. */
  clock: () => Date;
  /** The duty rule a parcel is charged by when it reaches the pickup point. */
  customs: CustomsService;
  notifications: NotificationService;
  /** The installation's signing secret: handover codes are derived from it, never stored. */
  secret: string;
  /** Handover codes sent again, per account (a code by mail on every click would be a mail bomb). */
  handoverResends: RateLimiterAbstract;
}

/** Today where the company works (YYYY-MM-DD). */
export const todayOf = (deps: Pick<BillingDeps, 'clock'>) => companyDate(deps.clock());
