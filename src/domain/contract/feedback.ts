import { z } from 'zod';
import { instant, notes, uuid } from '@/domain/contract/common';

export const feedbackEntry = z.object({
  feedbackId: uuid,
  feedbackText: z.string(),
  created_at: instant,
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const feedbackBody = z.object({ feedbackText: notes.trim().min(1) });
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackSaved = z.object({ feedbackId: uuid });
