import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../testing/server-answers';
import { containsScriptTag, hasContent, isTooLong, sameSettings, showsScriptWarning } from './settings-rules';

describe('script warning', () => {
  it("shows 'Dikkat!' on head and footer code that contains a script tag", () => {
    expect(showsScriptWarning('head_tags', '<script src="https://x.example/a.js"></script>')).toBe(true);
    expect(showsScriptWarning('footer_tags', '<div></div>\n<SCRIPT>track()</SCRIPT>')).toBe(true);
  });

  it('stays quiet for code without a script tag', () => {
    expect(showsScriptWarning('head_tags', '<meta name="verify" content="x">')).toBe(false);
    expect(showsScriptWarning('head_tags', '<noscript><img src="p.gif"></noscript>')).toBe(false);
    expect(showsScriptWarning('footer_tags', '')).toBe(false);
  });

  it('is not shown on the analytics and body areas, which hold scripts by design', () => {
    expect(showsScriptWarning('analytics_code', '<script>ga()</script>')).toBe(false);
    expect(showsScriptWarning('facebook_pixel', '<script>fbq()</script>')).toBe(false);
  });

  it('does not take a longer tag name for a script tag', () => {
    expect(containsScriptTag('<scripts>')).toBe(false);
    expect(containsScriptTag('<script\ntype="module">')).toBe(true);
  });
});

describe('settings form helpers', () => {
  it('counts blank areas as empty', () => {
    expect(hasContent('  \n')).toBe(false);
    expect(hasContent('<meta>')).toBe(true);
  });

  it('limits each area to 100 000 characters', () => {
    expect(isTooLong('x'.repeat(100_000))).toBe(false);
    expect(isTooLong('x'.repeat(100_001))).toBe(true);
  });

  it('compares all four fields', () => {
    const settings = siteSettings.body;
    expect(sameSettings(settings, { ...settings })).toBe(true);
    expect(sameSettings(settings, { ...settings, facebook_pixel: 'x' })).toBe(false);
  });

  it('counts a changed review moderation or blocklist as a change to save', () => {
    const settings = siteSettings.body;
    expect(sameSettings(settings, { ...settings, review_moderation: 'all' })).toBe(false);
    expect(sameSettings(settings, { ...settings, review_blocklist: 'kumar' })).toBe(false);
  });
});
