import type pg from 'pg';
import type { ReceivedMail } from '../../tests/support/fakeSmtp';
import type { Outcome } from './driver';

/**
 * What the cluster soak's clients were told was stored, checked against the database after the run:
 * every acknowledged create must be there, and every acknowledged answer to a plan must give its
 * owner exactly one in-app notification and one email.
 */
export class Ledger {
  /** Acknowledged ids by table. */
  readonly acknowledged = new Map<string, string[]>();

  record(outcome: Outcome) {
    const records = outcome.step.records;
    const id = records && outcome.ok ? outcome.json?.[records.key] : undefined;
    if (!records || !id) return;
    const ids = this.acknowledged.get(records.table) ?? [];
    ids.push(id);
    this.acknowledged.set(records.table, ids);
  }

  get answers() { return this.acknowledged.get('reactions') ?? []; }

  /** Acknowledged creates missing from the database, by table. */
  async lostWrites(db: pg.Pool): Promise<Record<string, number>> {
    const lost: Record<string, number> = {};
    for (const [table, ids] of this.acknowledged) {
      const found = await db.query<{ count: string }>(`select count(*) from ${table} where id = any($1::uuid[])`, [ids]);
      lost[table] = ids.length - Number(found.rows[0]!.count);
    }
    return lost;
  }

  /** Waits up to `timeoutMs` for the outbox to finish the answers' messages (jobs done, emails no longer pending). */
  async drained(db: pg.Pool, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ pending: string }>(
        `select (select count(*) from notification_jobs where kind = 'plan.answered' and done_at is null)
              + (select count(*) from notification_deliveries d join notification_jobs j on j.id = d.job_id
                 where j.kind = 'plan.answered' and d.status = 'pending') as pending`,
      );
      if (Number(rows[0]!.pending) === 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /**
   * For every acknowledged answer: the in-app notifications that name it (one expected), and per plan
   * the emails the fake mail server received against the email deliveries of its answered-jobs.
   */
  async notifications(db: pg.Pool, mails: ReceivedMail[]): Promise<NotificationCheck> {
    const perAnswer = await db.query<{ notified: string; job_done: boolean }>(
      `select (select count(*) from notifications n where n.kind = 'plan.answered'
                 and n.payload->'answers' @> jsonb_build_array(jsonb_build_object('reactionId', r.id::text))) as notified,
              not exists (select 1 from notification_jobs j where j.kind = 'plan.answered' and j.done_at is null
                 and j.payload->'answers' @> jsonb_build_array(jsonb_build_object('reactionId', r.id::text))) as job_done
         from reactions r where r.id = any($1::uuid[])`,
      [this.answers],
    );
    const perPlan = await db.query<{ plan_id: string; sent: string; pending: string; failed: string; missing: string }>(
      `select j.plan_id,
              count(*) filter (where d.status = 'sent') as sent,
              count(*) filter (where d.status = 'pending' or j.done_at is null) as pending,
              count(*) filter (where d.status = 'failed') as failed,
              count(*) filter (where j.done_at is not null and d.id is null) as missing
         from notification_jobs j left join notification_deliveries d on d.job_id = j.id and d.channel = 'email'
        where j.kind = 'plan.answered' and j.plan_id in (select proposed_plan_id from reactions where id = any($1::uuid[]))
        group by j.plan_id`,
      [this.answers],
    );
    // One message per Message-ID (one per delivery, on every attempt): a copy sent again by another
    // server after the first died between sending and recording it is the same message to a mail
    // client, and is counted as a copy, not as a second message.
    const messagesPerPlan = new Map<string, Set<string>>();
    let copies = 0;
    for (const mail of mails) {
      const planId = /\/proposedplans\/([0-9a-f-]{36})/.exec(mail.text)?.[1];
      if (!planId) continue;
      const messages = messagesPerPlan.get(planId) ?? new Set<string>();
      const messageId = mail.headers.get('message-id') ?? `no id ${copies + messages.size}`;
      if (messages.has(messageId)) copies++;
      messagesPerPlan.set(planId, messages.add(messageId));
    }
    const check: NotificationCheck = {
      answers: this.answers.length, inApp: { doubled: 0, lost: 0, pending: 0 }, email: { doubled: 0, lost: 0, pending: 0, copies },
    };
    for (const row of perAnswer.rows) {
      const notified = Number(row.notified);
      if (notified > 1) check.inApp.doubled += notified - 1;
      else if (notified === 0 && row.job_done) check.inApp.lost++;
      else if (notified === 0) check.inApp.pending++;
    }
    for (const row of perPlan.rows) {
      const [sent, pending, failed, missing] = [row.sent, row.pending, row.failed, row.missing].map(Number) as [number, number, number, number];
      const received = messagesPerPlan.get(row.plan_id)?.size ?? 0;
      // A pending delivery's mail may already have arrived (a server died before it wrote "sent").
      check.email.doubled += Math.max(0, received - sent - pending);
      check.email.lost += failed + missing + Math.max(0, sent - received);
      check.email.pending += pending;
    }
    return check;
  }
}

export interface NotificationCheck {
  /** Acknowledged answers to plans. */
  answers: number;
  /** In-app notifications: more than one naming an answer (doubled), none though its job is done (lost), its job not done yet (pending). */
  inApp: { doubled: number; lost: number; pending: number };
  /**
   * Emails to plan owners: more messages received than sent (doubled), given up, never made or sent
   * but not received (lost), still queued (pending); and copies of a message received again under
   * its Message-ID (sent once more after a server died between sending it and recording that).
   */
  email: { doubled: number; lost: number; pending: number; copies: number };
}
