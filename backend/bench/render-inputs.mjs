// What the render benchmarks give a server bundle: pages of the demo data to render, and the
// DirectoryApi it reads through, answered from a running server's JSON API, each answer fetched once
// and then kept, so a timed render costs React, the loaders and the state, not the queries.

/** The DirectoryApi of the JSON API at `base` (the routes of public-web's httpDirectoryApi), from memory after the first read. */
export function memoryDirectoryApi(base) {
  const answers = new Map();
  const read = (path, query = {}) => {
    const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
    const url = search.size ? `${path}?${search}` : path;
    if (!answers.has(url)) {
      answers.set(
        url,
        fetch(`${base}${url}`).then(async (res) => {
          if (!res.ok) throw Object.assign(new Error(`${url}: ${res.status}`), { status: res.status });
          return res.json();
        }),
      );
    }
    return answers.get(url);
  };
  return {
    homepage: () => read('/api/homepage-data'),
    categories: (letter) => read('/api/categories', { letter }),
    category: (slug, paging) => read(`/api/categories/${encodeURIComponent(slug)}`, paging),
    countries: () => read('/api/countries'),
    country: (slug) => read(`/api/countries/${encodeURIComponent(slug)}`),
    countryCities: (slug, request) => read(`/api/countries/${encodeURIComponent(slug)}/cities`, request),
    cities: (request) => read('/api/cities', request),
    city: (countryCode, citySlug, paging) =>
      read(`/api/cities/${encodeURIComponent(countryCode)}/${encodeURIComponent(citySlug)}`, paging),
    business: (slug) => read(`/api/businesses/${encodeURIComponent(slug)}`),
    reviews: (slug, request) => read(`/api/businesses/${encodeURIComponent(slug)}/reviews`, request),
    search: (request) => read('/api/search', request),
  };
}

const getJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/** Business pages of the largest categories, and those categories' pages. */
export async function pageUrls(api, count) {
  const categories = (await getJson(`${api}/api/categories`)).sort((a, b) => b.count - a.count);
  const business = [];
  for (const category of categories) {
    const detail = await getJson(`${api}/api/categories/${category.slug}?page=1&limit=12`);
    business.push(...detail.businesses.map((b) => `/business/${b.slug}`));
    if (business.length >= count) break;
  }
  return {
    business: business.slice(0, count),
    category: categories.slice(0, Math.min(count, categories.length)).map((c) => `/categories/${c.slug}`),
  };
}
