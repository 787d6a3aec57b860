import { notFound } from '../../../core/errors';
import type { UrlBuilder } from '../../../core/urls';
import type { Db } from '../../../db/client';
import type { UnitOfWork } from '../../../db/unit-of-work';
import type { FileService } from '../../files';

export interface CatalogDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard'>;
  urls: UrlBuilder;
  /** Told after a change to what the public list of sites shows has committed (its response cache). */
  onSitesChanged?: () => void;
}

/** What the jobs of the catalogue share: its dependencies, with the site list's cache told of changes. */
export function catalogParts(deps: CatalogDeps) {
  return { ...deps, onSitesChanged: deps.onSitesChanged ?? (() => {}) };
}

export type CatalogParts = ReturnType<typeof catalogParts>;

/** The row, or a 404 with the entity's message. */
export async function found<T>(row: Promise<T | undefined>, message: string): Promise<T> {
  const value = await row;
  if (value === undefined) throw notFound(message);
  return value;
}
