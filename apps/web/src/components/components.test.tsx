import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_LAYOUT_QUERY, DataTable, type DataTableColumn, type DataTableProps, type RowId, type TableSort } from './DataTable';
import { DateTextInput } from './DateTextInput';
import { ImagePicker } from './ImagePicker';
import { PhoneInput } from './PhoneInput';

const wrap = (node: React.ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function Phone() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Номер телефона" value={value} onChange={setValue} />;
}

function DateField() {
  const [value, setValue] = useState('');
  return <DateTextInput label="Дата отправки" value={value} onChange={setValue} />;
}

const rows = [
  { id: 1, name: 'Кроссовки' },
  { id: 2, name: 'Куртка' },
  { id: 3, name: 'Телефон' },
];

function Selectable({ onSelect }: { onSelect: (ids: RowId[]) => void }) {
  const [selected, setSelected] = useState<RowId[]>([]);
  return (
    <DataTable
      caption="Посылки"
      columns={[{ key: 'name', header: 'Название посылки', render: (row) => row.name }]}
      rows={rows}
      getRowId={(row) => row.id}
      selectable
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        onSelect(ids);
      }}
      bulkActions={<button type="button">Удалить выбранные</button>}
    />
  );
}

function Picker() {
  const [file, setFile] = useState<File | null>(null);
  return <ImagePicker label="Изображение" value={file} onChange={setFile} />;
}

describe('PhoneInput', () => {
  it('always shows a leading + and formats the number as it is typed', () => {
    wrap(<Phone />);
    const input = screen.getByLabelText('Номер телефона') as HTMLInputElement;
    expect(input.value).toBe('+');
    fireEvent.change(input, { target: { value: '996555123456' } });
    expect(input.value).toBe('+996 555 123 456');
  });

  it('removes the digit before a deleted space instead of getting stuck', () => {
    wrap(<Phone />);
    const input = screen.getByLabelText('Номер телефона') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '+996555' } });
    expect(input.value).toBe('+996 555');
    // Backspace right after "+996 " deletes the space: the 6 before it goes instead.
    input.setSelectionRange(4, 4);
    fireEvent.change(input, { target: { value: '+996555', selectionStart: 4, selectionEnd: 4 } });
    expect(input.value.replace(/\D/g, '')).toBe('99555');
  });
});

function LocalPhone() {
  const [value, setValue] = useState('');
  return <PhoneInput label="Телефон" forcePlus={false} value={value} onChange={setValue} />;
}

describe('PhoneInput without a forced +', () => {
  it.each([
    ['0555123456', '0555 123 456'],
    ['89123456789', '8 (912) 345-67-89'],
    ['+996555123456', '+996 555 123 456'],
    ['996555', '+996 555'],
  ])('formats %s as %s', (typed, shown) => {
    wrap(<LocalPhone />);
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(shown);
  });
});

describe('DateTextInput', () => {
  it('keeps digits only and inserts the dots of MM.DD.YYYY', () => {
    wrap(<DateField />);
    const input = screen.getByLabelText('Дата отправки') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '03a152024999' } });
    expect(input.value).toBe('03.15.2024');
  });
});

describe('DataTable', () => {
  it('selects single rows and all rows of the page, and shows the bulk actions', () => {
    const onSelect = vi.fn();
    wrap(<Selectable onSelect={onSelect} />);

    fireEvent.click(screen.getByLabelText('Выбрать строку 2'));
    expect(onSelect).toHaveBeenLastCalledWith([2]);
    expect(screen.getByText('Выбрана 1 строка')).toBeTruthy();
    expect((screen.getByLabelText('Выбрать все строки') as HTMLInputElement).indeterminate).toBe(true);

    fireEvent.click(screen.getByLabelText('Выбрать все строки'));
    expect(onSelect).toHaveBeenLastCalledWith([2, 1, 3]);
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Выбрать все строки'));
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });

  it('says so when the list is empty', () => {
    wrap(
      <DataTable
        caption="Посылки"
        columns={[{ key: 'name', header: 'Название', render: () => null }]}
        rows={[]}
        getRowId={() => 0}
        emptyText="В ожидании пополнения товара!"
      />,
    );
    expect(within(screen.getByRole('table')).getByText('В ожидании пополнения товара!')).toBeTruthy();
  });
});

interface Parcel {
  id: number;
  name: string;
  track: string;
}

const parcels: Parcel[] = [
  { id: 1, name: 'Кроссовки', track: 'TRK-2' },
  { id: 2, name: 'Куртка', track: 'TRK-1' },
];

const parcelColumns: DataTableColumn<Parcel>[] = [
  { key: 'name', header: 'Название посылки', render: (row) => row.name, sortable: true },
  { key: 'track', header: 'Трек-номер', render: (row) => row.track, sortable: true },
  { key: 'status', header: 'Статус', render: () => 'В пути' },
];

/** The test's table of parcels, with what a case adds (its sort, its card, its row click). */
function ParcelTable(props: Partial<DataTableProps<Parcel>>) {
  return <DataTable caption="Посылки" columns={parcelColumns} rows={parcels} getRowId={(row) => row.id} {...props} />;
}

/** A page that owns the order, as a list page with server sorting would. */
function SortedParcels({ onSort }: { onSort: (sort: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <ParcelTable
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

/** Makes Mantine's useMediaQuery see a phone-sized screen (over the jsdom stub of test/setup.ts). */
function phoneScreen() {
  const stub = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...stub(query),
    matches: query === CARD_LAYOUT_QUERY,
  }));
}

describe('DataTable sorting', () => {
  it('marks sortable columns with aria-sort and asks the owner for the next order', () => {
    const onSort = vi.fn();
    wrap(<SortedParcels onSort={onSort} />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

    expect(header('Название посылки').getAttribute('aria-sort')).toBe('none');
    expect(header('Статус').hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Трек-номер' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'track', direction: 'asc' });
    expect(header('Трек-номер').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Название посылки').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Трек-номер' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'track', direction: 'desc' });
    expect(header('Трек-номер').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Название посылки' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
  });
});

describe('DataTable on a phone', () => {
  it('shows each row as a card of label: value lines, without a table', () => {
    phoneScreen();
    wrap(<ParcelTable />);

    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Посылки' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Название посылки', 'Трек-номер', 'Статус']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Кроссовки', 'TRK-2', 'В пути']);
  });

  it('shows the list’s own card when the list gives one, and opens the row on a tap', () => {
    phoneScreen();
    const onRowClick = vi.fn();
    wrap(<ParcelTable onRowClick={onRowClick} renderCard={(row) => <strong>{`${row.name} · ${row.track}`}</strong>} />);
    const cards = within(screen.getByRole('list', { name: 'Посылки' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Кроссовки · TRK-2', 'Куртка · TRK-1']);
    expect(screen.queryByRole('term')).toBeNull();
    fireEvent.click(screen.getByText('Куртка · TRK-1'));
    expect(onRowClick).toHaveBeenCalledWith(parcels[1]);
  });

  it('keeps sorting (in a select) and selection', () => {
    phoneScreen();
    const onSort = vi.fn();
    const onSelect = vi.fn();
    wrap(
      <>
        <SortedParcels onSort={onSort} />
        <Selectable onSelect={onSelect} />
      </>,
    );

    fireEvent.change(screen.getByLabelText('Сортировка'), { target: { value: 'track:desc' } });
    expect(onSort).toHaveBeenLastCalledWith({ key: 'track', direction: 'desc' });
    expect((screen.getByLabelText('Сортировка') as HTMLSelectElement).value).toBe('track:desc');

    fireEvent.click(screen.getByLabelText('Выбрать строку 3'));
    expect(onSelect).toHaveBeenLastCalledWith([3]);
    fireEvent.click(screen.getByLabelText('Выбрать все строки'));
    expect(onSelect).toHaveBeenLastCalledWith([3, 1, 2]);
  });

  it('says so when the list is empty', () => {
    phoneScreen();
    wrap(
      <DataTable
        caption="Посылки"
        columns={parcelColumns}
        rows={[]}
        getRowId={() => 0}
        emptyText="В ожидании пополнения товара!"
      />,
    );
    expect(screen.getByText('В ожидании пополнения товара!')).toBeTruthy();
  });
});

describe('ImagePicker', () => {
  it('shows the hint, takes a chosen file, previews it and removes it again', async () => {
    wrap(<Picker />);
    expect(screen.getByText('Формат PNG, JPEG, JPG | Максимальный размер файла 5 МБ | 512x512')).toBeTruthy();

    const input = screen.getByLabelText('Изображение') as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByText('logo.png')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Предпросмотр: logo.png' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(screen.queryByText('logo.png')).toBeNull();
  });
});
