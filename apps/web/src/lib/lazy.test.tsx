import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy';

const module = { Page: ({ name }: { name: string }) => <p>{`Страница ${name}`}</p> };

function draw(Page: ReturnType<typeof lazyNamed<typeof module, 'Page'>>) {
  render(
    <Suspense fallback={<p>Загрузка</p>}>
      <Page name="один" />
    </Suspense>,
  );
}

describe('lazyNamed', () => {
  it('shows the fallback on a first render until the chunk is there', async () => {
    draw(lazyNamed(async () => module, 'Page'));
    expect(screen.getByText('Загрузка')).toBeDefined();
    expect(await screen.findByText('Страница один')).toBeDefined();
  });

  it('draws a preloaded component on its first render, without the fallback', async () => {
    const Page = lazyNamed(async () => module, 'Page');
    await Page.preload();
    draw(Page);
    expect(screen.getByText('Страница один')).toBeDefined();
    expect(screen.queryByText('Загрузка')).toBeNull();
  });
});
