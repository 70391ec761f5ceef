import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createActorContext } from '@xstate/react';
import type { User } from '@/domain/contract/auth';
import { authSessionMachine, selectSessionStatus, selectUser } from '@/machines/authSessionMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** The app-wide authSession actor; every page can read the current user from it. */
export const AuthSession = createActorContext(authSessionMachine);

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const { fetchCurrentUser, logOut } = useActors();
  const navigate = useNavigate();
  const logic = authSessionMachine.provide({
    actors: { fetchCurrentUser, logOut },
    actions: { goToLogin: () => navigate('/login') },
  });
  return <AuthSession.Provider logic={logic} options={actorOptions()}>{children}</AuthSession.Provider>;
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
