import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SessionStore, type LoginPayload, type RegisterPayload, type SessionState } from './session-store';
import { isAdmin, type User } from './user';

/** The one session of the page: the shell and every remote import this same module instance. */
export const session = new SessionStore();

export interface Session extends SessionState {
  /** Spec 01 section 4: authenticated only when user and token exist and the state is initialized. */
  isAuthenticated: boolean;
  /** From the role the server put in the user object; the server checks it again on every admin call. */
  isAdmin: boolean;
  login(payload: LoginPayload, options: { remember: boolean }): Promise<User>;
  completeTwoFactorLogin(challengeToken: string, code: string, options: { remember: boolean }): Promise<User>;
  register(payload: RegisterPayload): Promise<User>;
  logout(): Promise<void>;
  updateUser(user: User): void;
  /** The user after the PIN was accepted; renews the access token so money routes accept it. */
  confirmEmailVerified(user: User): Promise<void>;
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({
  children,
  store = session,
}: {
  children: ReactNode;
  store?: SessionStore;
}) {
  // Started before the first render, so guards never see a signed-in user as a guest for a frame.
  const [started] = useState(() => {
    store.start();
    return store;
  });
  return <SessionContext.Provider value={started}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside a SessionProvider');
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // Stable functions, so effects that depend on them do not re-run on every session change.
  const actions = useMemo(
    () => ({
      login: (payload: LoginPayload, options: { remember: boolean }) => store.login(payload, options),
      completeTwoFactorLogin: (challengeToken: string, code: string, options: { remember: boolean }) =>
        store.completeTwoFactorLogin(challengeToken, code, options),
      register: (payload: RegisterPayload) => store.register(payload),
      logout: () => store.logout(),
      updateUser: (user: User) => store.updateUser(user),
      confirmEmailVerified: (user: User) => store.confirmEmailVerified(user),
    }),
    [store],
  );
  return useMemo(
    () => ({
      ...state,
      ...actions,
      isAuthenticated: Boolean(state.initialized && state.user && state.token),
      isAdmin: Boolean(state.initialized && state.token && isAdmin(state.user)),
    }),
    [state, actions],
  );
}
