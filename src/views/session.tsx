import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createActorContext } from '@xstate/react';
import type { User } from '@/domain/contract/auth';
import { authSessionMachine, selectSessionStatus, selectUser } from '@/machines/authSessionMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';
import { rememberLocale, switchLocale } from '@/views/locale';
import { startedWith, useGivenAnswer } from '@/views/firstScreen';
import { FIRST_ANSWER_KEYS } from '@/domain/pages';
import { onSessionExpired } from '@/services/sessionExpiry';

/** The app-wide authSession actor; every page can read the current user from it. */
export const AuthSession = createActorContext(authSessionMachine);

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const { fetchCurrentUser, logOut } = useActors();
  const navigate = useNavigate();
  const logic = authSessionMachine.provide({
    actors: { fetchCurrentUser, logOut },
    actions: { goToLogin: () => navigate('/login') },
  });
  const user = useGivenAnswer<User>(FIRST_ANSWER_KEYS.fetchCurrentUser());
  // Read once, as the session's actor starts.
  const [input] = useState(() => {
    const { sessionHint, online } = startedWith();
    return { sessionHint, online, user };
  });
  return (
    <AuthSession.Provider logic={logic} options={{ ...actorOptions(), input }}>
      <SessionWatcher />
      <UserLanguage />
      {children}
    </AuthSession.Provider>
  );
}

/**
 * Tells the session when any call found it gone, so private pages send the user to log in, and when
 * the browser is back online, so an offline app tries the server at once.
 */
function SessionWatcher() {
  const session = AuthSession.useActorRef();
  useEffect(() => onSessionExpired(() => session.send({ type: 'session.expired' })), [session]);
  useEffect(() => {
    const online = () => session.send({ type: 'network.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [session]);
  return null;
}

/**
 * Shows the app in the signed-in user's language once they have chosen one (/profile/edit), and
 * remembers it as this browser's, so the next visit starts in it before the user is known.
 */
function UserLanguage() {
  const locale = AuthSession.useSelector((snapshot) => selectUser(snapshot)?.locale ?? null);
  useEffect(() => {
    if (!locale) return;
    rememberLocale(locale);
    void switchLocale(locale);
  }, [locale]);
  return null;
}

export const useSessionStatus = () => AuthSession.useSelector(selectSessionStatus);

/** The signed-in user, or null while loading and when signed out. */
export const useCurrentUser = () => AuthSession.useSelector(selectUser);

/** The user on pages inside the shell, which renders them only once the user is known. */
export function useSignedInUser(): User {
  const user = useCurrentUser();
  if (!user) throw new Error('useSignedInUser() is for pages inside the signed-in shell');
  return user;
}
