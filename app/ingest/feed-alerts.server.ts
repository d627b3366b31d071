import type { Logger } from "pino";
import type { MailSender } from "../config/mail.server.js";
import type { Db } from "../db/schema.js";
import {
  type AlertNotice,
  claimAlertNotices,
  dropSettledAlerts,
  listFeedAlertInputs,
  listStoredAlerts,
  releaseAlertNotices,
  saveAlerts,
  type StoredAlert,
} from "../models/feed-alert.server.js";
import { formatExactTime } from "../text/format.js";
import { type AlertVerdict, formatSpan, judgeFeeds, SILENCE_HISTORY } from "./alert-rules.js";
import { startPeriodic } from "./periodic.js";

/** What the alert check needs. */
export interface AlertDeps {
  db: Db;
  log: Pick<Logger, "info" | "warn">;
  /** A feed failing this long is in alert (ALERT_AFTER_HOURS). */
  afterMs: number;
  /** Where changes are e-mailed (ALERT_EMAIL with SMTP_URL); null: logged only. */
  mail: { sender: MailSender; to: string; from: string } | null;
  siteUrl: string;
  now?: () => number;
}

/** Every feed and newspaper in alert now, judged from the database (the check and `cli feeds --failing`). */
export async function findAlerts(db: Db, now: number, afterMs: number): Promise<AlertVerdict[]> {
  return judgeFeeds(await listFeedAlertInputs(db, SILENCE_HISTORY), now, afterMs);
}

const STATE_WORDS: Record<StoredAlert["state"], string> = { ok: "normal", failing: "falla", silent: "en silencio" };

/** The e-mail that tells the operator of every change a check found, recoveries included. */
export function composeAlertMail(
  changes: StoredAlert[],
  options: { to: string; from: string; siteUrl: string; now: number },
): { from: string; to: string; subject: string; text: string } {
  const alerts = changes.filter((change) => change.state !== "ok");
  const recovered = changes.length - alerts.length;
  const parts = [
    ...(alerts.length > 0 ? [`${alerts.length} en alerta`] : []),
    ...(recovered > 0 ? [`${recovered} ${recovered === 1 ? "recuperada" : "recuperadas"}`] : []),
  ];
  const lines = changes.flatMap((change) => {
    const what = change.kind === "newspaper" ? "Periódico" : "Fuente";
    if (change.state === "ok") return [`✔ ${what} de nuevo normal: ${change.label}`, `  (${change.detail})`, ""];
    const since = change.since === null ? "" : ` desde ${formatExactTime(change.since)} (hace ${formatSpan(options.now - change.since)})`;
    return [`✖ ${what} ${STATE_WORDS[change.state]}${since}: ${change.label}`, `  ${change.detail}`, ""];
  });
  return {
    from: options.from,
    to: options.to,
    subject: `[Rotativa] Fuentes: ${parts.join(", ")}`,
    text: [
      ...lines,
      "—",
      `Estado de todas las fuentes: ${options.siteUrl}/periodicos, o \`npm run cli -- feeds --failing\` en el servidor.`,
      "Rotativa escribe una vez por cada cambio de estado (alerta o recuperación).",
    ].join("\n"),
  };
}

/**
 * One check: judges every feed and newspaper, stores each change of state (logged once, when it
 * happens), and e-mails the changes the operator has not been told of yet, in one message. A
 * failed send is retried at the next check; a change is claimed before it is sent, so two
 * workers checking at once never send it twice.
 */
export async function checkFeedAlerts(deps: AlertDeps): Promise<{ changed: StoredAlert[]; sent: number }> {
  const now = (deps.now ?? Date.now)();
  await dropSettledAlerts(deps.db);
  const verdicts = await findAlerts(deps.db, now, deps.afterMs);
  const stored = new Map((await listStoredAlerts(deps.db)).map((alert) => [alert.subject, alert]));
  const changed: StoredAlert[] = [];
  const current = new Set<string>();
  for (const verdict of verdicts) {
    current.add(verdict.subject);
    const before = stored.get(verdict.subject);
    if (before && before.state === verdict.state && before.detail === verdict.detail && before.since === verdict.since) continue;
    const next: StoredAlert = {
      subject: verdict.subject,
      kind: verdict.kind,
      label: verdict.label,
      state: verdict.state,
      notifiedState: before?.notifiedState ?? "ok",
      detail: verdict.detail,
      since: verdict.since,
      changedAt: before?.state === verdict.state ? before.changedAt : now,
    };
    changed.push(next);
    if (before?.state !== verdict.state) {
      deps.log.warn({ subject: next.subject, state: next.state, detail: next.detail, since: next.since }, `feed alert: ${next.label}`);
    }
  }
  for (const before of stored.values()) {
    if (current.has(before.subject) || before.state === "ok") continue;
    const gone = before.kind === "feed" && !(await feedIsEnabled(deps, before.subject));
    const next: StoredAlert = {
      ...before,
      state: "ok",
      detail: gone ? "ya no se lee: retirada de las fuentes" : "se lee de nuevo y trae noticias",
      changedAt: now,
    };
    changed.push(next);
    deps.log.info({ subject: next.subject, state: "ok" }, `feed alert over: ${next.label}`);
  }
  await saveAlerts(deps.db, changed);
  return { changed, sent: await notify(deps, now) };
}

async function feedIsEnabled(deps: AlertDeps, subject: string): Promise<boolean> {
  const id = Number(subject.slice("feed:".length));
  const row = await deps.db.selectFrom("feeds").select("enabled").where("id", "=", id).executeTakeFirst();
  return row?.enabled === 1;
}

/** Sends the pending changes in one e-mail; without mail settings, the log was the notice. */
async function notify(deps: AlertDeps, now: number): Promise<number> {
  const pending = (await listStoredAlerts(deps.db)).filter((alert) => alert.state !== alert.notifiedState);
  if (pending.length === 0) return 0;
  const notices: AlertNotice[] = pending.map(({ subject, state, notifiedState }) => ({ subject, state, notifiedState }));
  const won = new Set((await claimAlertNotices(deps.db, notices)).map((notice) => notice.subject));
  const mine = pending.filter((alert) => won.has(alert.subject));
  if (mine.length === 0 || !deps.mail) return 0;
  try {
    await deps.mail.sender.send(composeAlertMail(mine, { to: deps.mail.to, from: deps.mail.from, siteUrl: deps.siteUrl, now }));
    return mine.length;
  } catch (error) {
    await releaseAlertNotices(
      deps.db,
      notices.filter((notice) => won.has(notice.subject)),
    );
    deps.log.warn(
      { err: error instanceof Error ? error.message : String(error), changes: mine.length },
      "feed alerts: e-mail failed, will retry",
    );
    return 0;
  }
}

/** The alert check running beside the scheduler. */
export interface AlertWatch {
  stop(): Promise<void>;
}

/** Checks now and every `intervalMs` (5 minutes): one check at a time. */
export function startAlertWatch(deps: AlertDeps, intervalMs = 5 * 60_000): AlertWatch {
  const periodic = startPeriodic(
    () => checkFeedAlerts(deps),
    intervalMs,
    (error) => deps.log.warn({ err: error }, "feed alerts: check failed"),
  );
  return {
    async stop() {
      await periodic.stop();
      deps.mail?.sender.close();
    },
  };
}
