import { PARCEL_STATUS } from '@kerben/domain';
import type { MyParcelFilters } from '../../../api/parcels';

// What the dashboard's parcel list shows lives in the address (?tab=delivered&track=1Z&page=2), so
// the back button and a reload keep it.

export const PARCEL_TABS = [
  { value: 'all', label: 'user.parcels.tabAll', status: undefined },
  { value: 'delivered', label: 'user.parcels.tabDelivered', status: PARCEL_STATUS.delivered },
] as const;

export type ParcelTab = (typeof PARCEL_TABS)[number]['value'];

export interface MyParcelsView {
  tab: ParcelTab;
  /** The start of a track number, as typed. */
  track: string;
  /** 1-based. */
  page: number;
}

function isTab(value: string | null): value is ParcelTab {
  return PARCEL_TABS.some((tab) => tab.value === value);
}

/** The view an address asks for; anything unknown falls back to the first page of all parcels. */
export function readMyParcelsView(params: URLSearchParams): MyParcelsView {
  const tab = params.get('tab');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    tab: isTab(tab) ? tab : 'all',
    track: params.get('track') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view; defaults are left out, so the plain /user is all parcels, page 1. */
export function writeMyParcelsView(view: MyParcelsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'all') params.set('tab', view.tab);
  if (view.track) params.set('track', view.track);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** What to ask the server for: a tab is a status ('Доставленные' is 'Выдано получателю'). */
export function myParcelFilters(view: MyParcelsView): MyParcelFilters {
  return {
    status: PARCEL_TABS.find((tab) => tab.value === view.tab)?.status,
    track_number: view.track.trim() || undefined,
    page: view.page,
  };
}
