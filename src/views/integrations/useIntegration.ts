import { useNavigate } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { integrationMachine } from '@/machines/integrationMachine';
import { googleConnectUrl } from '@/services/integrations';
import { useActors } from '@/views/actors';
import { externalNavigation } from '@/views/externalNavigation';
import { actorOptions } from '@/views/inspection';

/**
 * The integration flow's actor for /settings (`integrationId` null: connect a new one) or for an
 * integration's page, with the browser's navigation to the consent and the way back to /settings.
 */
export function useIntegration(integrationId: string | null) {
  const { createIntegration, fetchIntegration, fetchCalendars, updateIntegration, deleteIntegration } = useActors();
  const navigate = useNavigate();
  return useActorRef(
    integrationMachine.provide({
      actors: { createIntegration, fetchIntegration, fetchCalendars, updateIntegration, deleteIntegration },
      actions: {
        goToConsent: (_, target) => externalNavigation.assign(googleConnectUrl(target)),
        goToSettings: () => navigate('/settings', { replace: true }),
      },
    }),
    { input: { integrationId }, ...actorOptions() },
  );
}
