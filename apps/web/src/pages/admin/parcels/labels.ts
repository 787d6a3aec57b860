import type { Parcel } from '@kerben/domain';
import JsBarcode from 'jsbarcode';

export interface Code128 {
  /** The modules (narrowest bars) left to right: true is a bar. */
  modules: boolean[];
}

/** The Code 128 modules of a text, drawn by JsBarcode; null when Code 128 cannot hold it. */
export function code128(text: string): Code128 | null {
  if (!text) return null;
  const target: { encodings?: { data: string }[] } = {};
  let valid = true;
  JsBarcode(target, text, {
    format: 'CODE128',
    valid: (ok) => {
      valid = ok;
    },
  });
  const data = target.encodings?.map((encoding) => encoding.data).join('') ?? '';
  if (!valid || !data) return null;
  return { modules: [...data].map((bit) => bit === '1') };
}

/**
 * What a label's barcode holds: the track number, which scanners at the next warehouse read; a
 * parcel without one (or with one Code 128 cannot hold) gets its parcel number instead.
 */
export function labelBarcodeValue(parcel: Pick<Parcel, 'id' | 'track_number'>): string {
  const track = parcel.track_number.trim();
  return track && code128(track) ? track : String(parcel.id);
}

/** What a label says, in print order (the page words it). */
export function labelContent(parcel: Parcel) {
  return {
    code: `#${parcel.unique_id_user}`,
    client: `${parcel.client.first_name} ${parcel.client.last_name}`.trim(),
    destination: parcel.country_of_destination?.name ?? null,
    weight: parcel.weight,
    id: parcel.id,
    name: parcel.name,
    barcode: labelBarcodeValue(parcel),
  };
}
