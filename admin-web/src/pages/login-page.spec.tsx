import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../providers/i18n-provider';
import { LoginPage, loginErrorKey } from './login-page';

afterEach(cleanup);

function renderLogin(login: () => Promise<void>) {
  const authProvider = {
    login: vi.fn((_params: unknown) => login()),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => Promise.reject()),
    checkError: vi.fn(async () => undefined),
  };
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
    </AdminContext>,
  );
  return authProvider;
}

const fill = (name: 'username' | 'password', value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, { target: { value } });

describe('LoginPage', () => {
  it('keeps the button disabled until both username and password are filled', () => {
    renderLogin(async () => undefined);
    const button = screen.getByRole('button', { name: 'Giriş yap' });
    expect(screen.getByLabelText(/Kullanıcı adı/)).toBeDefined();
    expect(button).toHaveProperty('disabled', true);
    fill('username', 'admin');
    expect(button).toHaveProperty('disabled', true);
    fill('password', 'secret');
    expect(button).toHaveProperty('disabled', false);
  });

  it("shows 'Giriş hatası' / 'Geçersiz kullanıcı adı veya şifre' when the server refuses", async () => {
    const auth = renderLogin(() => Promise.reject(new HttpError('Invalid username or password', 401)));
    fill('username', 'admin');
    fill('password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Giriş hatası'));
    expect(screen.getByRole('alert').textContent).toContain('Geçersiz kullanıcı adı veya şifre');
    expect(auth.login.mock.calls[0][0]).toEqual({ username: 'admin', password: 'wrong' });
  });
});

describe('loginErrorKey', () => {
  it('tells wrong credentials from throttling and an unreachable server', () => {
    expect(loginErrorKey({ status: 401 })).toBe('app.login.invalid');
    expect(loginErrorKey({ status: 429 })).toBe('app.login.too_many');
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('app.login.unreachable');
  });
});
