import type { CreateEventBody } from '@/domain/contract/events';
import type { CreateIgnoreRuleBody, ExternalEventDetail, IgnoreRule } from '@/domain/contract/integrations';
import { createConfirmMachine } from '@/machines/confirmMachine';
import { createDetailMachine } from '@/machines/detailMachine';
import { createSubmitMachine } from '@/machines/submitMachine';

/** /externalcalendar/{id}: the event, then converting it to a fun plan or ignoring it (SPEC.md section 4). */
export const externalEventDetailMachine = createDetailMachine<ExternalEventDetail>({
  id: 'externalEventDetail',
  actor: 'fetchExternalEvent',
  errorMessage: 'Error fetching event',
});

/** `POST /events` with the external event's ids; the answer names the new fun plan. */
export const externalEventConvertMachine = createSubmitMachine<CreateEventBody, { eventId: string }>({
  id: 'externalEventConvert',
  actor: 'createEvent',
  doing: 'creating event',
});

export const ignoreRuleCreateMachine = createSubmitMachine<CreateIgnoreRuleBody, { ruleId: string }>({
  id: 'ignoreRuleCreate',
  actor: 'createIgnoreRule',
  doing: 'adding rule',
});

export const ignoreRuleListMachine = createDetailMachine<IgnoreRule[]>({
  id: 'ignoreRuleList',
  actor: 'fetchIgnoreRules',
  errorMessage: 'Error fetching ignore rules',
});

export const ignoreRuleDeleteMachine = createConfirmMachine({
  id: 'ignoreRuleDelete',
  actor: 'deleteIgnoreRule',
  doing: 'deleting rule',
});
