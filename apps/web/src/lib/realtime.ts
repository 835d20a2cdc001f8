import type { AppConfig } from '@cotizador/contracts/app-config';
import {
  ADMIN_DESK_EVENT,
  ECHO_ADMIN_DESK_CHANNEL,
  echoNotificationsChannel,
  echoQuotationMessagesChannel,
  MESSAGE_QUOTATION_EVENT,
  NOTIFY_EVENT,
} from '@cotizador/contracts/realtime';
import { onSessionEnd } from '@/lib/session-end';

// SPEC §4 / DESIGN.md §5: laravel-echo + pusher-js, configured from /api/app-config. The two
// libraries load only once a user is signed in (dynamic import), never on the sign-in screen.
// Events are hints: listeners append what they carry and refetch the matching queries.

type Listener = (payload: unknown) => void;
type Subscription = { stop: () => void };

type EchoClient = {
  private: (channel: string) => { listen: (event: string, callback: Listener) => unknown };
  leave: (channel: string) => void;
  disconnect: () => void;
  connector: {
    pusher: { connection: { bind: (event: string, callback: (change: { previous: string; current: string }) => void) => void } };
  };
};

let current: { token: string; echo: Promise<EchoClient> } | null = null;
const reconnectListeners = new Set<() => void>();

/** Resolves in a later task, so the browser can paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function createEcho(token: string, config: AppConfig['pusher']): Promise<EchoClient> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  // The libraries' evaluation ends this task; the connection starts in the next one. Together they
  // were one task of 60–80 ms on a phone's CPU, on every signed-in screen (issue 18: blocking time).
  await nextTask();
  const secure = window.location.protocol === 'https:';
  const port = config.wsPort ?? (window.location.port ? Number(window.location.port) : secure ? 443 : 80);
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster,
    wsHost: config.wsHost ?? window.location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: config.wsHost ? config.forceTLS : secure,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    // The server publishes bare event names (NotifyEvent), not Laravel class names.
    namespace: false,
    authEndpoint: '/api/broadcasting/auth',
    auth: { headers: { Authorization: `Bearer ${token}` } },
  }) as unknown as EchoClient;
  // SPEC §4 "on reconnect, refetch": after the connection comes back, listeners refresh their data.
  echo.connector.pusher.connection.bind('state_change', ({ previous, current: state }) => {
    if (state === 'connected' && (previous === 'unavailable' || previous === 'connecting')) {
      for (const listener of reconnectListeners) listener();
    }
  });
  return echo;
}

/** The session's connection (one per token); a new token replaces the previous connection. */
export function connectRealtime(token: string, config: AppConfig['pusher']): Promise<EchoClient> {
  if (current?.token === token) return current.echo;
  disconnectRealtime();
  current = { token, echo: createEcho(token, config) };
  return current.echo;
}

/** SPEC §4: on logout the channels are left and the connection closed. */
export function disconnectRealtime(): void {
  const previous = current;
  current = null;
  void previous?.echo.then((echo) => echo.disconnect()).catch(() => undefined);
}

// SPEC §4: on logout (or expiry) the real-time channels are left.
onSessionEnd(disconnectRealtime);

function listen(channel: string, event: string, callback: Listener): Subscription {
  const session = current;
  let stopped = false;
  void session?.echo
    .then((echo) => {
      if (!stopped) echo.private(channel).listen(event, callback);
    })
    .catch(() => undefined);
  return {
    stop: () => {
      stopped = true;
      void session?.echo.then((echo) => echo.leave(channel)).catch(() => undefined);
    },
  };
}

export function listenNotifications(userId: number, callback: Listener): Subscription {
  return listen(echoNotificationsChannel(userId), NOTIFY_EVENT, callback);
}

export function listenQuotationMessages(quotationId: number, callback: Listener): Subscription {
  return listen(echoQuotationMessagesChannel(quotationId), MESSAGE_QUOTATION_EVENT, callback);
}

/** Decision 028: the admins' desk-wide signal (admins only; the server refuses operators). */
export function listenAdminDesk(callback: Listener): Subscription {
  return listen(ECHO_ADMIN_DESK_CHANNEL, ADMIN_DESK_EVENT, callback);
}

export function onRealtimeReconnect(callback: () => void): () => void {
  reconnectListeners.add(callback);
  return () => reconnectListeners.delete(callback);
}
