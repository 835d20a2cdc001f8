// DESIGN.md §5: one Broadcaster interface, swappable drivers (embedded Pusher-protocol server,
// hosted Pusher). Services publish through it only after their transaction has committed:
// events are hints, the stored rows are the truth.

export type BroadcastEvent = {
  /** Full channel name, e.g. `private-notifications.12` (see @cotizador/contracts/realtime). */
  channel: string;
  /** Event name, e.g. `NotifyEvent`. */
  event: string;
  /** JSON-serialisable payload (a string is sent as it is: already JSON, as Pusher's HTTP API gives it). */
  data: unknown;
  /** Pusher's `socket_id` on publish: that socket does not receive the event. */
  exceptSocketId?: string | undefined;
};

export type Broadcaster = {
  readonly driver: 'embedded' | 'pusher' | 'none';
  publish: (events: BroadcastEvent[]) => Promise<void>;
  close: () => Promise<void>;
};

/** Publishes nothing: the default until a driver is configured (and for tests that do not listen). */
export function createNullBroadcaster(): Broadcaster {
  return {
    driver: 'none',
    publish: async () => {},
    close: async () => {},
  };
}
