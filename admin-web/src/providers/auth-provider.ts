import type { AuthProvider } from 'react-admin';
import { http } from './http';

const FLAG = 'adminAuth';

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
    await http('/api/admin/session');
  },
  async checkError(error) {
    if (error?.status === 401) {
      localStorage.removeItem(FLAG);
      throw error;
    }
  },
  async getIdentity() {
    const session = await http<{ username: string }>('/api/admin/session');
    return { id: session.username, fullName: session.username };
  },
};
