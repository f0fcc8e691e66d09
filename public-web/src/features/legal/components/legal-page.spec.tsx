import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', /Data Retention/],
    ['/legal-notice', 'Legal Notice', /Mediation/],
    ['/terms-of-service', 'Terms of Service', /30 days notice of material changes/],
    ['/cookie-policy', 'Cookie Policy', /Cookies We Use/],
  ])("%s shows '%s' with 'Last updated: December 12, 2025'", async (path, title, content) => {
    mockApi({});
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Last updated: December 12, 2025')).toBeTruthy();
    expect(screen.getAllByText(content).length).toBeGreaterThan(0);
    // The title is set in an effect after the heading renders; on a loaded machine it can lag a tick.
    await waitFor(() => expect(document.title).toBe(`${title} | Global Business Directory`));
  });

  it('lists the cookie durations of docs/screens.md §2', async () => {
    mockApi({});
    renderRoute('/cookie-policy');
    for (const [type, duration] of [
      ['Preferences', '1 year'],
      ['Analytics', '24 months'],
      ['Marketing', '90 days'],
      ['Authentication', '30 days'],
    ]) {
      const row = (await screen.findByText(type)).closest('tr');
      expect(row?.textContent).toContain(duration);
    }
  });

  it('lists the dispute steps of the legal notice', async () => {
    mockApi({});
    renderRoute('/legal-notice');
    for (const step of [/^Direct contact/, /^Mediation/, /^Arbitration/, /^Legal action/]) {
      expect(await screen.findByText(step)).toBeTruthy();
    }
  });
});
