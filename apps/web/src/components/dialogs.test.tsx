import { type Category, categorySchema, MSG } from '@kerben/domain';
import { MantineProvider, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Edit } from '../api/client';
import { entityTexts } from '../hooks/entity-texts';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import { ApiError } from '../lib/api-error';
import { spyOnNotifications } from '../test/harness';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityDialog, type EntityFormSpec } from './EntityDialog';
import { useRecordActions } from './use-record-actions';

// The admin's category texts follow the entity convention; these tests borrow them.
const categoryTexts = entityTexts('admin.catalog.category', (category: Category) => category.name);
const shoes: Category = { id: 7, name: 'Обувь' };

function wrap(node: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

describe('useConfirmDelete', () => {
  function Categories({ remove }: { remove: (id: number) => Promise<void> }) {
    const removal = useConfirmDelete<Category>({
      mutation: useMutation({ mutationFn: remove }),
      texts: {
        deleteTitle: () => 'Удалить категорию?',
        deleteText: (category) => `Категория «${category?.name}» будет удалена.`,
        deleted: (category) => `Категория «${category?.name}» удалена`,
        deleteFailed: () => 'Не удалось удалить категорию',
      },
    });
    return (
      <>
        <button type="button" onClick={() => removal.ask(shoes)}>
          Удалить Обувь
        </button>
        <ConfirmDialog {...removal.dialogProps} />
      </>
    );
  }

  it('asks first, deletes by id, says so and closes', async () => {
    const show = spyOnNotifications();
    const remove = vi.fn().mockResolvedValue(undefined);
    wrap(<Categories remove={remove} />);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить Обувь' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить категорию?' });
    expect(dialog.textContent).toContain('Категория «Обувь» будет удалена.');
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith(7, expect.anything());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Категория «Обувь» удалена' }));
  });

  it('on failure shows what failed with the server reason, and closes', async () => {
    const show = spyOnNotifications();
    const held = MSG.deleteRefused(['2 сайта']);
    const conflict = new ApiError(409, held, held, {});
    wrap(<Categories remove={() => Promise.reject(conflict)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить Обувь' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Не удалось удалить категорию', message: held }),
    );
  });

  it('useRecordActions gives each record its labelled edit and delete buttons', () => {
    function Row() {
      const editing = useRecordActions({
        texts: categoryTexts,
        remove: useMutation({ mutationFn: async (_id: number) => undefined }),
      });
      return (
        <>
          {editing.actions(shoes)}
          <ConfirmDialog {...editing.confirmProps} />
        </>
      );
    }
    wrap(<Row />);
    expect(screen.getByRole('button', { name: 'Изменить категорию Обувь' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить категорию Обувь' }));
    expect(screen.getByRole('dialog', { name: 'Удалить категорию?' })).toBeTruthy();
  });
});

describe('EntityDialog', () => {
  const categoryForm: EntityFormSpec<Category, { name: string }> = {
    initialValues: (category) => ({ name: category?.name ?? '' }),
    schema: categorySchema,
  };

  function CategoryDialog({
    record,
    create,
    update = vi.fn(),
    onClose = vi.fn(),
  }: {
    record: Category | null;
    create: (values: { name: string }) => Promise<Category>;
    update?: (edit: Edit<{ name: string }>) => Promise<Category>;
    onClose?: () => void;
  }) {
    const save = { create: useMutation({ mutationFn: create }), update: useMutation({ mutationFn: update }) };
    return (
      <EntityDialog opened record={record} onClose={onClose} texts={categoryTexts} spec={categoryForm} save={save}>
        {(form) => <TextInput label="Название категории" {...form.getInputProps('name')} />}
      </EntityDialog>
    );
  }

  it('checks the domain schema before sending anything', () => {
    const create = vi.fn();
    wrap(<CategoryDialog record={null} create={create} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    expect(screen.getByText('Введите название категории')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('on a server 400 stays open with what was typed and the message beside the field', async () => {
    spyOnNotifications();
    const onClose = vi.fn();
    const taken = new ApiError(400, 'x', undefined, { name: ['Категория с таким названием уже существует'] });
    wrap(<CategoryDialog record={null} create={() => Promise.reject(taken)} onClose={onClose} />);

    fireEvent.change(screen.getByLabelText('Название категории'), { target: { value: 'ОБУВЬ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить категорию' }));

    expect(await screen.findByText('Категория с таким названием уже существует')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Новая категория' })).toBeTruthy();
    expect((screen.getByLabelText('Название категории') as HTMLInputElement).value).toBe('ОБУВЬ');
    expect(screen.getByLabelText('Название категории').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a reason without a field into a notification titled with what failed', async () => {
    const show = spyOnNotifications();
    const tooLarge = new ApiError(413, 'Запрос слишком большой', 'Запрос слишком большой', {});
    wrap(<CategoryDialog record={shoes} create={vi.fn()} update={() => Promise.reject(tooLarge)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', title: 'Не удалось сохранить категорию', message: 'Запрос слишком большой' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Изменить категорию' })).toBeTruthy();
  });

  it('sends an edit as an update of that record, then notifies and closes', async () => {
    const show = spyOnNotifications();
    const onClose = vi.fn();
    const update = vi.fn(async ({ id, values }: Edit<{ name: string }>) => ({ id, name: values.name }));
    wrap(<CategoryDialog record={shoes} create={vi.fn()} update={update} onClose={onClose} />);

    expect((screen.getByLabelText('Название категории') as HTMLInputElement).value).toBe('Обувь');
    fireEvent.change(screen.getByLabelText('Название категории'), { target: { value: 'Обувь и сумки' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({ id: 7, values: { name: 'Обувь и сумки' } }, expect.anything());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Категория «Обувь и сумки» сохранена' }),
    );
  });

  it('cannot be closed while saving', async () => {
    const onClose = vi.fn();
    wrap(<CategoryDialog record={shoes} create={vi.fn()} update={() => new Promise(() => undefined)} onClose={onClose} />);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Отмена' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
