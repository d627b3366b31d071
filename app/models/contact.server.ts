import type { Selectable } from "kysely";
import { durably } from "../db/database.server.js";
import type { ContactMessagesTable, Db } from "../db/schema.js";

/** A message as the contact form stores it. */
export interface NewContactMessage {
  name: string;
  email: string;
  reason: string;
  message: string;
  articleId: number | null;
  /** The story the message reports (a version that is not the same news), if any. */
  storyId?: number | null;
  createdAt: number;
  /** When forwarding by e-mail should first be tried; null when forwarding is off. */
  forwardAt: number | null;
  /** The nonce of the form it was sent from: one message per form (a second insert stores nothing). */
  formToken?: string | null;
}

/** A stored message with its forwarding state, as operators read it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  reason: string;
  message: string;
  articleId: number | null;
  storyId: number | null;
  createdAt: number;
  forwardedAt: number | null;
  forwardAttempts: number;
  forwardError: string | null;
  nextForwardAt: number | null;
}

function toMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    message: row.message,
    articleId: row.article_id,
    storyId: row.story_id,
    createdAt: Number(row.created_at),
    forwardedAt: row.forwarded_at === null ? null : Number(row.forwarded_at),
    forwardAttempts: row.forward_attempts,
    forwardError: row.forward_error,
    nextForwardAt: row.next_forward_at === null ? null : Number(row.next_forward_at),
  };
}

/**
 * Stores a message and returns its id; committed and synced to disk when this resolves (the form
 * confirms only after, so an acknowledged message survives a crash or a power cut). Returns null,
 * storing nothing, when a message sent from the same form (`formToken`) is already stored: the
 * unique index decides, so two posts racing on two web instances cannot both store.
 */
export async function createContactMessage(db: Db, input: NewContactMessage): Promise<number | null> {
  const row = await durably(db, (connection) =>
    connection
      .insertInto("contact_messages")
      .values({
        name: input.name,
        email: input.email,
        reason: input.reason,
        message: input.message,
        article_id: input.articleId,
        story_id: input.storyId ?? null,
        created_at: input.createdAt,
        forwarded_at: null,
        forward_error: null,
        next_forward_at: input.forwardAt,
        form_token: input.formToken ?? null,
      })
      .onConflict((conflict) => conflict.column("form_token").doNothing())
      .returning("id")
      .executeTakeFirst(),
  );
  return row ? row.id : null;
}

/** The message stored from the form with this nonce, if one was. */
export async function getMessageByFormToken(db: Db, formToken: string): Promise<ContactMessage | null> {
  const row = await db.selectFrom("contact_messages").selectAll().where("form_token", "=", formToken).executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Messages received since a time (inclusive), oldest first, so an export reads like a mailbox. */
export async function listContactMessages(db: Db, options: { since?: number; limit?: number } = {}): Promise<ContactMessage[]> {
  let query = db.selectFrom("contact_messages").selectAll().orderBy("created_at").orderBy("id");
  if (options.since !== undefined) query = query.where("created_at", ">=", options.since);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(toMessage);
}

/** Messages whose forwarding is due at `now`, oldest first. */
export async function listMessagesToForward(db: Db, now: number, limit: number): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("forwarded_at", "is", null)
    .where("next_forward_at", "is not", null)
    .where("next_forward_at", "<=", now)
    .orderBy("next_forward_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/** Records that a message reached the editors' mailbox. */
export async function markMessageForwarded(db: Db, id: number, at: number): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set({ forwarded_at: at, next_forward_at: null, forward_error: null })
    .where("id", "=", id)
    .execute();
}

/** Records a failed forwarding attempt and when to try again; the message stays stored. */
export async function recordForwardFailure(db: Db, id: number, error: string, retryAt: number): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set((eb) => ({ forward_attempts: eb("forward_attempts", "+", 1), forward_error: error.slice(0, 500), next_forward_at: retryAt }))
    .where("id", "=", id)
    .execute();
}
