/**
 * The README's example: list my people, propose a plan to the first one, read its answers.
 *   FUNPLANS_URL=https://funplans.example FUNPLANS_TOKEN=fp_pat_… npx tsx client/example.ts
 */
import { createFunPlansClient } from './index';

export async function example(baseUrl: string, token: string) {
  const api = createFunPlansClient(baseUrl, token);

  const { data: people, error } = await api.GET('/api/v1/people');
  if (error) throw new Error(`Listing people failed: ${error.errorMessage}`);
  const friend = people[0];
  if (!friend) throw new Error('Add someone to your network first');

  const slots = [{ date: `${new Date().getUTCFullYear() + 1}-06-06`, timeSlot: 'evening' }];
  const { data: plan, error: planError } = await api.POST('/api/v1/proposedplans', {
    body: { withPersonId: friend.personId, proposedPlanTitle: 'Drinks', proposedPlanTimeSlots: JSON.stringify(slots) },
  });
  if (planError) throw new Error(`Proposing the plan failed: ${planError.errorMessage}`);
  console.log(`Share ${baseUrl}/plan/${plan.shareCode} with ${friend.personName}`);

  const { data: answers, error: answersError } = await api.GET('/api/v1/proposedplans/{id}/reactions', {
    params: { path: { id: plan.proposedPlanId } },
  });
  if (answersError) throw new Error(`Reading the answers failed: ${answersError.errorMessage}`);
  for (const answer of answers.reactions) console.log(`${answer.reactorName} can make it: ${answer.acceptedTimeSlots}`);
  return { people, plan, answers };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await example(process.env.FUNPLANS_URL ?? 'http://localhost:8080', process.env.FUNPLANS_TOKEN ?? '');
}
