import type { ReactNode } from 'react';

export type RowId = number | string;

export interface DataTableColumn<T> {
  key: string;
  /** The column's name: the table header, and the label of the value in the phone card layout. */
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The header sorts by this column (the owner of the rows sorts them, see DataTableProps.sort). */
  sortable?: boolean;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  /** The sorted column's key. */
  key: string;
  direction: SortDirection;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  /** Read by screen readers as the table's name. */
  caption: string;
  loading?: boolean;
  /** A failed load: its message, with a retry button when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** 1-based page; the pager shows when totalPages > 1. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /**
   * The current order, controlled: the table only shows it and asks for another one through
   * onSortChange; the rows arrive sorted (usually from the server, with paging).
   */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Checkbox per row and a select-all for the page. */
  selectable?: boolean;
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Shown above the table while rows are selected (bulk delete, bulk status). */
  bulkActions?: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  onRowClick?: (row: T) => void;
  /**
   * A row's own card below 600 px, for lists whose rows read better as a picture and a headline
   * (a parcel: photo, name, status) than as "label: value" lines of every column.
   */
  renderCard?: (row: T) => ReactNode;
}

export interface Selection {
  enabled: boolean;
  has: (id: RowId) => boolean;
  allSelected: boolean;
  someSelected: boolean;
  toggleRow: (id: RowId) => void;
  toggleAll: () => void;
}

/** A row as both layouts show it. */
export interface LayoutRow<T> {
  row: T;
  id: RowId;
  selected: boolean;
  onClick: (() => void) | undefined;
}

/** What the table and the cards both show, worked out once. */
export interface Layout<T> extends Pick<DataTableProps<T>, 'columns' | 'caption' | 'loading' | 'sort' | 'onSortChange'> {
  rows: LayoutRow<T>[];
  selection: Selection;
  /** The loading or empty state, when there are no rows to show. */
  placeholder: ReactNode;
}
