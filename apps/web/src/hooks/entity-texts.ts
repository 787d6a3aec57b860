import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The texts every kind of record has, for its create/edit dialog, its edit and delete buttons and
 * its delete confirmation. `{{name}}` in them names the record ('Удалить сайт {{name}}').
 */
const ENTITY_TEXT_KEYS = [
  'createTitle',
  'editTitle',
  'submitCreate',
  'created',
  'saved',
  'createFailed',
  'updateFailed',
  'edit',
  'delete',
  'deleteTitle',
  'deleteText',
  'deleted',
  'deleteFailed',
] as const;

type EntityTextKey = (typeof ENTITY_TEXT_KEYS)[number];

/** The groups a key ends a path of: 'admin.catalog.site.deleteFailed' -> 'admin.catalog.site'. */
type GroupOf<Key> = Key extends `${infer Group}.deleteFailed` ? Group : never;

/** A text group with every entity key, e.g. 'admin.catalog.site'; checked by the compiler. */
export type EntityTextGroup = {
  [Group in GroupOf<ParseKeys>]: `${Group}.${EntityTextKey}` extends ParseKeys ? Group : never;
}[GroupOf<ParseKeys>];

/** Each text of the group, read with the record's name where it names one. */
export type EntityTexts<T> = Record<EntityTextKey, (record?: T) => string>;

/** Where a kind of record takes its texts from, and how a record is named in them. */
export interface EntityTextSource<T> {
  group: EntityTextGroup;
  nameOf: (record: T, t: TFunction) => string;
}

/** `const siteTexts = entityTexts('admin.catalog.site', (site: Site) => site.name)`, once per kind. */
export function entityTexts<T>(group: EntityTextGroup, nameOf: EntityTextSource<T>['nameOf']): EntityTextSource<T> {
  return { group, nameOf };
}

/**
 * The entity texts of one kind of record, so dialogs, action buttons and confirmations need no
 * text wiring of their own (EntityDialog and useRecordActions call it).
 */
export function useEntityTexts<T>({ group, nameOf }: EntityTextSource<T>): EntityTexts<T> {
  const { t } = useTranslation();
  const texts = {} as EntityTexts<T>;
  for (const key of ENTITY_TEXT_KEYS) {
    const path: `${EntityTextGroup}.${EntityTextKey}` = `${group}.${key}`;
    texts[key] = (record) => t(path, { name: record === undefined ? '' : nameOf(record, t) });
  }
  return texts;
}
