import type { AdminSession, SuccessMessage } from '@directory/shared';
import type { AuthProvider } from 'react-admin';
import { call, post } from './http';

const FLAG = 'adminAuth';

const hasFlag = () => localStorage.getItem(FLAG) === 'true';

const readSession = () => call<AdminSession>('/api/admin/session');

/** Set when the server just said there is no session: signing out then has nothing to end on the server. */
let sessionEnded = false;

/** The server session is the truth; the `adminAuth` flag only remembers it for the UI (docs/behaviour.md §0). */
export const authProvider: AuthProvider = {
  async login({ username, password }) {
    await post<SuccessMessage>('/api/admin/login', { username, password });
    sessionEnded = false;
    localStorage.setItem(FLAG, 'true');
  },
  async logout() {
    localStorage.removeItem(FLAG);
    if (sessionEnded) return;
    await post<SuccessMessage>('/api/admin/logout').catch(() => undefined);
  },
  async checkAuth() {
    try {
      await readSession();
      sessionEnded = false;
      localStorage.setItem(FLAG, 'true');
    } catch (error) {
      sessionEnded = (error as { status?: number })?.status === 401;
      // Someone who never signed in goes to the login page without an error toast.
      throw { message: hasFlag() ? 'ra.auth.auth_check_error' : false };
    }
  },
  async checkError(error) {
    if (error?.status === 401) {
      sessionEnded = true;
      localStorage.removeItem(FLAG);
      throw error;
    }
  },
  async getIdentity() {
    const session = await readSession();
    return { id: session.username, fullName: session.username };
  },
};
