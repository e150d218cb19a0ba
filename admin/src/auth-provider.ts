import { HttpError, type AuthProvider } from 'react-admin';
import type { User } from '@common/schemas/user';
import { httpClient } from './http';

export const NOT_ADMIN_MESSAGE = 'This account is not an administrator.';

const post = (url: string, body?: unknown) =>
  httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

/** The signed-in user, or undefined for a guest (401). */
async function currentUser(): Promise<User | undefined> {
  try {
    const { json } = await httpClient('/api/user');
    return json as User;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return undefined;
    throw error;
  }
}

async function logout() {
  await post('/api/logout').catch(() => undefined);
}

/** Cookie sessions from the site's own /api/login; only admins get past checkAuth. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await post('/api/login', { username, password });
    const user = await currentUser();
    if (!user?.isAdmin) {
      await logout();
      throw new Error(NOT_ADMIN_MESSAGE);
    }
  },

  logout,

  async checkAuth() {
    const user = await currentUser();
    // message: false keeps the login page free of a "please log in" toast for guests.
    if (!user) throw { message: false };
    if (!user.isAdmin) throw new Error(NOT_ADMIN_MESSAGE);
  },

  async checkError(error: { status?: number; body?: { code?: string } }) {
    if (error?.status === 401) throw { message: false };
    if (error?.status === 403) throw new Error(NOT_ADMIN_MESSAGE);
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('Not signed in');
    const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
    return { id: user.id, fullName };
  },
};
