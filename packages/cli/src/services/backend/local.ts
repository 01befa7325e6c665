import type { Constitution } from '@charter/core';
import { UsageError } from '../../exit-codes';
import { getLocalActor } from '../actor';
import { validateLocally } from '../decide';
import {
  decideLocalRebellion,
  listLocalRebellions,
  requestLocalRebellion,
  revokeLocalRebellion,
} from '../rebellions';
import type { Backend } from './port';

export interface LocalBackendOptions {
  /** The directory whose `.charter/` holds the constitution and the ledger. */
  root: string;
  /** Who acts when a call names no one: the person at the terminal by default (`user:<git email>`). */
  actor?: (() => Promise<string>) | undefined;
  /** Judge by this constitution instead of `<root>/.charter/constitution.json` (a personal default). */
  constitution?: Constitution | undefined;
}

const noKeysHere = () =>
  new UsageError(
    'Keys live on a Charter server.',
    'Pass --server http://127.0.0.1:8787 (or set CHARTER_SERVER).',
  );

/** The port over the repository's `.charter/`: decisions judged here, kept in `.charter/ledger.json`. */
export function createLocalBackend(options: LocalBackendOptions): Backend {
  const { root } = options;
  const actor = options.actor ?? (() => getLocalActor(root));
  return {
    where: 'local',
    async validate(decision, { actor: who, record } = {}) {
      const { project_name: _project, ...input } = decision;
      const { entry: _entry, ...outcome } = await validateLocally(root, input, {
        actor: who ?? (await actor()),
        ...(record === false ? { record: false } : {}),
        constitution: options.constitution,
      });
      return outcome;
    },
    fileRebellion: (request) => requestLocalRebellion(root, request),
    listRebellions: (filter) => listLocalRebellions(root, filter),
    decideRebellion: async (verdict) => decideLocalRebellion(root, { ...verdict, actor: await actor() }),
    revokeRebellion: async (revocation) =>
      revokeLocalRebellion(root, { ...revocation, actor: await actor() }),
    listKeys: async () => {
      throw noKeysHere();
    },
    createKey: async () => {
      throw noKeysHere();
    },
    revokeKey: async () => {
      throw noKeysHere();
    },
  };
}
