/** The SFU's settings: ICE servers, announced addresses, UDP ports, and the hooks the bench and the logs use. */

export interface SfuIceServer {
  urls: string;
  username?: string;
  credential?: string;
}

export interface SfuOptions {
  /** STUN/TURN servers for the server's own candidates (LIVE_ICE_SERVERS). Empty: host candidates only. */
  iceServers?: SfuIceServer[];
  /** Addresses announced as host candidates besides the interfaces' (LIVE_MEDIA_ADDRESS; 127.0.0.1 for a local browser). */
  additionalHostAddresses?: string[];
  /** UDP ports the connections bind in (LIVE_MEDIA_PORTS=min-max): a firewall opens only these. */
  portRange?: [number, number];
  /** Waits at most this long for the server's candidates before answering. */
  gatherTimeoutMs?: number;
  /**
   * After each packet forwarded: to how many receivers, and the time the event loop spent on it (parse, header rewrite
   * and SRTP encryption per receiver; the UDP writes complete later). For the bench and diagnostics.
   */
  onForward?: (deliveries: number, ms: number) => void;
  /** Errors the SFU swallowed (a malformed offer, a closed connection): the caller logs them. */
  onError?: (err: unknown, context: string) => void;
}

/** The env names the adapter reads (docs/operations.md "Live class media"). */
export function sfuOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SfuOptions {
  const opts: SfuOptions = {};
  if (env.LIVE_ICE_SERVERS) {
    // JSON ([{"urls":"stun:stun.example.org:3478"}]) or a comma-separated list of URLs.
    const raw = env.LIVE_ICE_SERVERS.trim();
    opts.iceServers = raw.startsWith('[')
      ? (JSON.parse(raw) as SfuIceServer[])
      : raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((urls) => ({ urls }));
  }
  const address = env.LIVE_MEDIA_ADDRESS?.trim();
  opts.additionalHostAddresses = address
    ? address
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : ['127.0.0.1'];
  const ports = env.LIVE_MEDIA_PORTS?.match(/^(\d+)-(\d+)$/);
  if (ports) opts.portRange = [Number(ports[1]), Number(ports[2])];
  return opts;
}
