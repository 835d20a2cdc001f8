import Pusher from 'pusher';
import type { Config } from '../config.ts';
import type { Broadcaster } from './broadcaster.ts';

// Decision 019: the `pusher` driver publishes through the official server SDK to hosted Pusher (by
// cluster) or to any Pusher-compatible server (PUSHER_HOST/PORT/USE_TLS), such as another
// instance's embedded server. That server fans out to its sockets, so no cluster bus is needed.

/** Pusher accepts at most 10 events per batch request. */
const BATCH_SIZE = 10;
const REQUEST_TIMEOUT_MS = 5000;

export function createPusherClient(pusher: Config['pusher']): Pusher {
  const base = {
    appId: pusher.appId,
    key: pusher.key,
    secret: pusher.secret,
    useTLS: pusher.useTls,
    timeout: REQUEST_TIMEOUT_MS,
  };
  return pusher.host
    ? new Pusher({ ...base, host: pusher.host, ...(pusher.port ? { port: String(pusher.port) } : {}) })
    : new Pusher({ ...base, cluster: pusher.cluster });
}

export function createPusherBroadcaster(pusher: Config['pusher']): Broadcaster {
  const client = createPusherClient(pusher);
  return {
    driver: 'pusher',
    // Throws on a refused or failed request: callers log it (events are hints, see publishAfterCommit).
    publish: async (events) => {
      for (let start = 0; start < events.length; start += BATCH_SIZE) {
        await client.triggerBatch(
          events.slice(start, start + BATCH_SIZE).map((event) => ({
            channel: event.channel,
            name: event.event,
            data: event.data,
            ...(event.exceptSocketId ? { socket_id: event.exceptSocketId } : {}),
          })),
        );
      }
    },
    close: async () => {},
  };
}
