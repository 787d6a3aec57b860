import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../../test/harness';
import { tariffsOf } from '../../test/tariff-fixtures';
import { AboutPage } from './AboutPage';
import { HeroStats } from './HomePage';
import { INSURANCE_SERVICE, SERVICES, ServiceCardContent } from './ServiceCard';
import { ServicesPage } from './ServicesPage';

// TEST_TARIFF is unlike the seed: photo $2.50, the check $4 in the USA only, buy-out 8 %,
// insurance $2 up to $100 and $10 above, the lowest rate $9 a kg.

describe('the published prices follow the tariff in force', () => {
  it('home: the rate a kg and the services show the defaults first, then the answer of GET /api/tariffs/', async () => {
    fakeApi({ 'GET /api/tariffs/': () => ({ body: tariffsOf() }) });
    renderWithApp(
      <>
        <HeroStats />
        {[...SERVICES, INSURANCE_SERVICE].map((service) => (
          <section key={service.title} aria-label={service.title}>
            <ServiceCardContent service={service} />
          </section>
        ))}
      </>,
    );
    // The first render is the prerendered page's: the published defaults.
    expect(screen.getByText('от $9.5')).toBeTruthy();
    expect(screen.getByText('США $5, Турция $2')).toBeTruthy();
    expect(await screen.findByText('от $9')).toBeTruthy();
    const price = (service: { title: string }) =>
      within(screen.getByRole('region', { name: service.title })).getByText(/\$|%/).textContent;
    expect([...SERVICES, INSURANCE_SERVICE].map(price)).toEqual(['$2.5', 'США $4', '8% от стоимости', 'от $2']);
    expect(screen.queryByText('от $9.5')).toBeNull();
  });

  it('/services: the insurance table has a row per tier of the tariff', async () => {
    fakeApi({ 'GET /api/tariffs/': () => ({ body: tariffsOf() }) });
    renderWithApp(<ServicesPage />);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('row', { name: 'более $1000 $15' })).toBeTruthy();
    await screen.findByRole('row', { name: 'более $100 $10' });
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Стоимость посылкиСтраховка',
      'до $100$2',
      'более $100$10',
    ]);
    expect(screen.getByText('$2.5')).toBeTruthy();
  });

  it('/about: the rate a kg among the figures', async () => {
    fakeApi({ 'GET /api/tariffs/': () => ({ body: tariffsOf() }) });
    renderWithApp(<AboutPage />);
    expect(await screen.findByText('от $9')).toBeTruthy();
  });
});
