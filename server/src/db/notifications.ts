import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN/NOTIFY for any server process: a NOTIFY sent in a transaction (`pg_notify(channel,
 * payload)`) reaches every process listening on the channel once that transaction commits.
 * Listeners must not rely on every notification arriving (a dropped connection loses those sent
 * meanwhile): they treat one as a hint to read the database, and read it after `onReconnect` too.
 */
export interface Notifications {
  /** Calls `onPayload` for each notification on `channel` until the returned function is called. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** PGlite delivers notifications in-process: the instance that commits is the one that listens. */
export function pgliteNotifications(pglite: PGlite): Notifications {
  return {
    async listen(channel, onPayload) {
      checkChannel(channel);
      const unsubscribe = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unsubscribe();
      };
    },
    async close() {},
  };
}

const RECONNECT_DELAY_MS = 1000;

/**
 * One dedicated connection per process carries every LISTEN (a pooled connection cannot: LISTEN
 * belongs to the session). It is opened with the first listener and reopened after it drops.
 */
export function postgresNotifications(connectionString: string): Notifications {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    const connection = new pg.Client({ connectionString });
    connection.on('notification', ({ channel, payload }) => {
      for (const listener of listeners.get(channel) ?? []) listener(payload ?? '');
    });
    const reconnect = () => {
      if (closed || client === null) return;
      client = null;
      setTimeout(() => {
        if (!closed && listeners.size > 0) client = connectAndListen();
      }, RECONNECT_DELAY_MS).unref();
    };
    connection.on('error', reconnect);
    connection.on('end', reconnect);
    return connection.connect().then(() => connection);
  };
  const connectAndListen = (): Promise<pg.Client> =>
    connect().then(async (connection) => {
      for (const channel of listeners.keys()) await connection.query(`LISTEN ${channel}`);
      return connection;
    });

  return {
    async listen(channel, onPayload) {
      checkChannel(channel);
      if (closed) throw new Error('notifications are closed');
      let channelListeners = listeners.get(channel);
      const firstOnChannel = !channelListeners;
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
      }
      channelListeners.add(onPayload);
      if (!client) client = connectAndListen();
      else if (firstOnChannel) await (await client).query(`LISTEN ${channel}`);
      await client;
      return async () => {
        channelListeners.delete(onPayload);
        if (channelListeners.size > 0 || listeners.get(channel) !== channelListeners) return;
        listeners.delete(channel);
        const connection = await client?.catch(() => null);
        await connection?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const connection = await client?.catch(() => null);
      client = null;
      listeners.clear();
      await connection?.end().catch(() => undefined);
    },
  };
}
