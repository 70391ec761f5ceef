import { desc, eq } from 'drizzle-orm';
import type { FeedbackEntry } from '@/domain/contract/feedback';
import type { Db } from '@/server/db/client';
import { feedback } from '@/server/db/schema';

export async function insertFeedback(db: Db, userId: string, feedbackText: string, at: Date): Promise<string> {
  const [row] = await db.insert(feedback).values({ userId, feedbackText, createdAt: at }).returning({ id: feedback.id });
  return row!.id;
}

/** The user's feedback, newest first. */
export async function feedbackOf(db: Db, userId: string): Promise<FeedbackEntry[]> {
  const rows = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt), desc(feedback.id));
  return rows.map((row) => ({ feedbackId: row.id, feedbackText: row.feedbackText, created_at: row.createdAt.toISOString() }));
}
