import { absoluteImageUrl } from './absolute-image-url.js';

describe('absoluteImageUrl', () => {
  const base = 'https://directory.example';

  it('puts the public base URL before a site path (the demo images)', () => {
    expect(absoluteImageUrl('/images/demo/cafe.svg', base)).toBe('https://directory.example/images/demo/cafe.svg');
    expect(absoluteImageUrl('/images/demo/cafe.svg', `${base}/`)).toBe(
      'https://directory.example/images/demo/cafe.svg',
    );
  });

  it('keeps absolute http(s) URLs from imports as they are', () => {
    expect(absoluteImageUrl('https://cdn.example/p/1.jpg', base)).toBe('https://cdn.example/p/1.jpg');
    expect(absoluteImageUrl('HTTP://cdn.example/p/1.jpg', base)).toBe('HTTP://cdn.example/p/1.jpg');
    expect(absoluteImageUrl('//cdn.example/p/1.jpg', base)).toBe('https://cdn.example/p/1.jpg');
  });

  it('drops what cannot be made absolute', () => {
    for (const stored of [null, undefined, '', '  ', 'photo.jpg', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])
      expect(absoluteImageUrl(stored, base)).toBeNull();
  });
});
