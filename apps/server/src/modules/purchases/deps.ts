import type { Clock } from '../../core/clock';
import type { SubmitCounters } from '../../core/rate-limit';
import type { UrlBuilder } from '../../core/urls';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PurchaseMoney, TariffService } from '../billing';
import type { FileService } from '../files';
import type { NotificationService } from '../notifications';

/** What the buy-out requests need, built in app/services.ts. */
export interface PurchaseDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard' | 'setOwner'>;
  urls: UrlBuilder;
  notifications: Pick<NotificationService, 'notifyPurchase'>;
  submitLimits: SubmitCounters;
  /** A quote's commission comes from the tariff in force; a confirmed payment and a cancellation post to the ledger. */
  tariffs: Pick<TariffService, 'inForce'>;
  money: PurchaseMoney;
  clock?: Clock;
}
