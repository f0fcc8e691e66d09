import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryDetail, countrySummaries } from '../../../testing/fixtures';
import { json, mockApi, notFound } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

describe('countries list', () => {
  it('shows tiles and cards with exact counts, market share and Explore Now', async () => {
    mockApi({ '/api/countries': countrySummaries(14) });
    renderRoute('/countries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Countries' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 12 of 14 countries')).toBeTruthy();
    // 2000 + 1990 + … + 1870 = 27,090 businesses; 14 × 40 cities.
    expect(screen.getByText('Total Businesses').previousSibling?.textContent).toBe('27,090');
    expect(screen.getByText('Cities', { selector: 'header p' }).previousSibling?.textContent).toBe('560');

    const card = screen.getByRole('link', { name: /Country 1\b/ });
    expect(card.getAttribute('href')).toBe('/countries/country-1');
    const card2 = within(card);
    expect(card2.getByText('2,000')).toBeTruthy();
    expect(card2.getByText('1,500')).toBeTruthy();
    expect(card2.getByText('40')).toBeTruthy();
    expect(card2.getByText('7.4%')).toBeTruthy();
    expect(card2.getByText('Explore Now')).toBeTruthy();
  });

  it('searches by name and shows the empty state', async () => {
    mockApi({ '/api/countries': countrySummaries(14) });
    renderRoute('/countries');
    await screen.findByText('Showing 1 to 12 of 14 countries');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'country 13' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 countries')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'atlantis' } });
    expect(await screen.findByRole('heading', { name: 'No countries found' })).toBeTruthy();
  });

  it('folds accents in the search: turkiye finds Türkiye, cote finds Côte d’Ivoire', async () => {
    const [first, second] = countrySummaries(2);
    mockApi({
      '/api/countries': [
        { ...first, country: 'Türkiye', countryCode: 'TR', slug: 'turkiye' },
        { ...second, country: 'Côte d’Ivoire', countryCode: 'CI', slug: 'cote-d-ivoire' },
      ],
    });
    renderRoute('/countries');
    await screen.findByText('Showing 1 to 2 of 2 countries');
    const search = screen.getByRole('searchbox', { name: 'Search countries' });
    fireEvent.change(search, { target: { value: 'turkiye' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 countries')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Türkiye/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'Cote' } });
    expect(await screen.findByRole('link', { name: /Côte d’Ivoire/ })).toBeTruthy();
  });

  it("shows 'Unable to load countries' on failure", async () => {
    mockApi({ '/api/countries': () => json({ statusCode: 500 }, 500) });
    renderRoute('/countries');
    expect(await screen.findByRole('heading', { name: 'Unable to load countries' })).toBeTruthy();
  });
});

describe('country detail', () => {
  it("lists the top 20 cities, 'View All {n} Cities', and pages popular categories 20 at a time", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ '/api/countries/germany': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute('/countries/germany');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading country data...' })).toBeTruthy();
    answer(json(countryDetail(25)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Germany Business Directory' })).toBeTruthy();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Countries' }).getAttribute('href')).toBe('/countries');

    const cities = within(screen.getByRole('region', { name: 'Top Cities in Germany' }));
    const cityLinks = cities.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/cities/'));
    expect(cityLinks).toHaveLength(20);
    expect(cityLinks[0].getAttribute('href')).toBe('/cities/de/stadt-1');
    expect(cities.getByRole('link', { name: 'View All 25 Cities' }).getAttribute('href')).toBe(
      '/countries/germany/cities',
    );

    const categories = within(screen.getByRole('region', { name: 'Popular Categories' }));
    const categoryLinks = () =>
      categories.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/search?'));
    expect(categoryLinks()).toHaveLength(20);
    expect(categories.getByText('Page 1 of 3')).toBeTruthy();
    expect(categories.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/countries/germany?page=2');
    fireEvent.click(categories.getByRole('link', { name: 'Next' }));
    expect(await categories.findByText('Page 2 of 3')).toBeTruthy();
    // The category within Germany, not worldwide.
    expect(categoryLinks()[0].getAttribute('href')).toBe('/search?where=Germany&category=kategorie-21');
    expect(categories.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/countries/germany');
  });

  it("has no 'View All' link for 20 cities or fewer", async () => {
    mockApi({ '/api/countries/germany': countryDetail(20) });
    renderRoute('/countries/germany');
    await screen.findByRole('heading', { level: 1, name: 'Germany Business Directory' });
    expect(screen.queryByRole('link', { name: /View All/ })).toBeNull();
  });

  it("shows 'Country not found' with a link back to /countries", async () => {
    mockApi({ '/api/countries/atlantis': notFound('Country not found') });
    renderRoute('/countries/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Countries' }).getAttribute('href')).toBe('/countries');
  });
});
