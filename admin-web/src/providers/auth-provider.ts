import type { AdminSession } from '@directory/shared';
import type { AuthProvider } from 'react-admin';
import { http } from './http';

const FLAG = 'adminAuth';

const hasFlag = () => localStorage.getItem(FLAG) === 'true';

/** The server session is the truth; the `adminAuth` flag only remembers it for the UI (CONTRACT §0). */
export const authProvider: AuthProvider = {
  async login({ username, password }) {
    await http('/api/admin/login', { method: 'POST', body: JSON.stringify({ username, password }) });
    localStorage.setItem(FLAG, 'true');
  },
  async logout() {
    localStorage.removeItem(FLAG);
    await http('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
  },
  async checkAuth() {
    try {
      await http<AdminSession>('/api/admin/session');
      localStorage.setItem(FLAG, 'true');
    } catch {
      // Someone who never signed in goes to the login page without an error toast.
      throw { message: hasFlag() ? 'ra.auth.auth_check_error' : false };
    }
  },
  async checkError(error) {
    if (error?.status === 401) {
      localStorage.removeItem(FLAG);
      throw error;
    }
  },
  async getIdentity() {
    const session = await http<AdminSession>('/api/admin/session');
    return { id: session.username, fullName: session.username };
  },
};
