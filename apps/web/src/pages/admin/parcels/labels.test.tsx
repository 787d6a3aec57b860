import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idsOfLabelsSearch, labelsPath } from '../../../components/parcel-editor/label-links';
import { Barcode } from './Barcode';
import { code128, labelBarcodeValue } from './labels';

describe('labels', () => {
  it('encodes the track number, or the parcel number when there is none or Code 128 cannot hold it', () => {
    expect(labelBarcodeValue({ id: 7, track_number: ' 1Z999AA10123456784 ' })).toBe('1Z999AA10123456784');
    expect(labelBarcodeValue({ id: 7, track_number: '' })).toBe('7');
    expect(labelBarcodeValue({ id: 7, track_number: 'Трек №1' })).toBe('7');
  });

  it('reads and writes the ids of the labels page', () => {
    expect(labelsPath([3, 1])).toBe('/admin/labels?ids=3,1');
    expect(idsOfLabelsSearch(new URLSearchParams('ids=3,1,x,3,-2,0'))).toEqual([3, 1]);
    expect(idsOfLabelsSearch(new URLSearchParams())).toEqual([]);
  });

  it('draws Code 128 with its start and stop patterns', () => {
    const code = code128('12345');
    const bits = code?.modules.map((bar) => (bar ? '1' : '0')).join('') ?? '';
    // Code 128 starts with a start code (here C: 11010011100) and ends with the stop pattern.
    expect(bits.startsWith('11010011100')).toBe(true);
    expect(bits.endsWith('1100011101011')).toBe(true);
    expect(code128('')).toBeNull();
  });

  it('renders the barcode as SVG bars a test can find by its value', () => {
    const { getByTestId } = render(<Barcode value="1Z999" height="30mm" label="Штрихкод 1Z999" />);
    const svg = getByTestId('label-barcode');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('data-value')).toBe('1Z999');
    // White background plus one rectangle per bar.
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
  });
});
