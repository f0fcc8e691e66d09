import { describe, expect, it } from 'vitest';
import { emailMatchesWebsite, registrableDomain } from './claim-domain.js';

describe('registrableDomain', () => {
  it.each([
    ['https://www.example.com/x', 'example.com'],
    ['https://shop.example.co.uk/', 'example.co.uk'],
    ['example.co.uk/menu', 'example.co.uk'],
    ['WWW.Example.COM', 'example.com'],
    ['http://bäckerei-müller.de', 'xn--bckerei-mller-bfb28a.de'],
    ['https://xn--bckerei-mller-bfb28a.de/', 'xn--bckerei-mller-bfb28a.de'],
    ['https://a.b.city.kawasaki.jp', 'city.kawasaki.jp'],
    ['https://shop.github.io/menu', 'shop.github.io'],
  ])('reads %s as %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it.each(['', 'http://127.0.0.1/', 'co.uk', 'not a url at all'])('finds none in %j', (input) => {
    expect(registrableDomain(input)).toBeNull();
  });
});

describe('emailMatchesWebsite', () => {
  it.each([
    ['info@example.com', 'https://www.example.com/x'],
    ['info@example.co.uk', 'https://shop.example.co.uk/'],
    ['Info@EXAMPLE.com', 'http://example.com'],
    ['inhaber@bäckerei-müller.de', 'https://xn--bckerei-mller-bfb28a.de/'],
  ])('lets %s claim %s', (email, website) => {
    expect(emailMatchesWebsite(email, website)).toBe(true);
  });

  it.each([
    ['info@example.co.uk', 'https://example.com'],
    ['info@other.co.uk', 'https://shop.example.co.uk/'],
    ['info@example.com.evil.io', 'https://example.com'],
    ['info@co.uk', 'https://example.co.uk'],
    ['info@example.com', null],
    ['owner@mail.example.co.uk', 'https://example.co.uk'],
    ['info@github.io', 'https://shop.github.io'],
    ['no-at-sign.example.com', 'https://example.com'],
  ])('refuses %s for %s', (email, website) => {
    expect(emailMatchesWebsite(email, website)).toBe(false);
  });
});
