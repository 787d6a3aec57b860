import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <>{children}</>;
}

/** A menu that stays on every page, and pages each with a link that goes away with it. */
function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteAnnouncer />
            <nav>
              <Link to="/parcels">Посылки в меню</Link>
            </nav>
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          {
            path: '/',
            element: (
              <Titled title="Главная · Kerben">
                <h1>Главная</h1>
                <Link to="/parcels">Посылки на странице</Link>
              </Titled>
            ),
          },
          {
            path: '/parcels',
            element: (
              <Titled title="Посылки · Kerben">
                <h1>Посылки</h1>
              </Titled>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a change of page', () => {
  it('says nothing on the first page', () => {
    renderApp();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('moves the focus to the new heading when the link followed went away with the old page', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Посылки на странице' });
    link.focus();
    await act(async () => fireEvent.click(link));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Посылки' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus in the menu, which stays, and says the new title', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Посылки в меню' });
    link.focus();
    await act(async () => fireEvent.click(link));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Посылки · Kerben'));
    expect(document.activeElement).toBe(link);
  });
});
