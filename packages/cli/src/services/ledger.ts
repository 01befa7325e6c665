import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type LedgerEntry, LedgerEntrySchema, type Rebellion, StoredRebellionSchema } from '@charter/core';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { z } from 'zod';
import { UsageError } from '../exit-codes';
import { withCharterLock } from './charter-lock';
import { CHARTER_DIR } from './repo-root';

export const LEDGER_PATH = `${CHARTER_DIR}/ledger.json`;

/** A decision as the repo-local ledger keeps it: the server's entry shape, plus who asked. */
export const LocalLedgerEntrySchema = LedgerEntrySchema.extend({
  /** `user:<git email or login>` for a person at the terminal, `agent:<name>` for a hook or MCP client. */
  actor: z.string(),
  /** Why it was decided, when an agent records a decision it made (`record_decision`) for later sessions. */
  rationale: z.string().max(5000).nullable().default(null),
});
export type LocalLedgerEntry = z.infer<typeof LocalLedgerEntrySchema>;

export const LedgerFileSchema = z.object({
  version: z.literal(1),
  decisions: z.array(LocalLedgerEntrySchema),
  /** Rebellions of any version, read in today's shape (`toCurrentRebellion`). */
  rebellions: z.array(StoredRebellionSchema),
});
export type LedgerFile = z.infer<typeof LedgerFileSchema>;

const EMPTY: LedgerFile = { version: 1, decisions: [], rebellions: [] };

/** The oldest decisions go past this many, so a busy agent never grows the file without bound. */
export const MAX_LOCAL_DECISIONS = 5_000;

function checked(root: string, data: unknown): LedgerFile {
  const parsed = LedgerFileSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UsageError(
    `${LEDGER_PATH} is not a valid ledger: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    `Fix or move ${join(root, LEDGER_PATH)} aside; charter starts a new one when it is missing.`,
  );
}

/**
 * The ledger file as a lowdb database. Not `JSONFilePreset`: that one swaps in an in-memory adapter whenever
 * NODE_ENV is "test", so a test (or an agent run with NODE_ENV=test) would never write the file.
 */
async function openLedger(root: string): Promise<Low<unknown>> {
  const db = new Low<unknown>(new JSONFile<unknown>(join(root, LEDGER_PATH)), EMPTY);
  await db.read();
  return db;
}

/** Reads the ledger (an empty one when the file is missing) without locking: for `log` and lookups. */
export async function readLedger(root: string): Promise<LedgerFile> {
  const db = await openLedger(root).catch((error: Error) => {
    throw new UsageError(`${LEDGER_PATH} could not be read: ${error.message}`);
  });
  return checked(root, db.data);
}

/**
 * Reads, changes and writes the ledger under its lock (`ledger.json.lock`; lowdb writes atomically, but is
 * not safe with several writer processes on its own). Answers what `change` returns.
 */
export async function updateLedger<T>(root: string, change: (ledger: LedgerFile) => T): Promise<T> {
  await mkdir(join(root, CHARTER_DIR), { recursive: true });
  return withCharterLock(join(root, LEDGER_PATH), async (lock) => {
    const db = await openLedger(root);
    const ledger = checked(root, db.data);
    const result = change(ledger);
    if (ledger.decisions.length > MAX_LOCAL_DECISIONS) {
      ledger.decisions.splice(0, ledger.decisions.length - MAX_LOCAL_DECISIONS);
    }
    db.data = ledger;
    lock.assertHeld();
    await db.write();
    return result;
  });
}

/** Creates an empty ledger when there is none (`charter init`); never touches an existing one. */
export async function ensureLedger(root: string): Promise<void> {
  await updateLedger(root, () => undefined);
}

export type { LedgerEntry, Rebellion };
