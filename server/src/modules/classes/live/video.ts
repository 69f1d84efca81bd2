import type { VideoRoomPort } from './video-port.js';
import { createWeriftSfu, sfuOptionsFromEnv, type SfuOptions } from './werift-sfu.js';

/**
 * The video room this server uses: the werift SFU inside the server process (docs/decisions/0029-video-sfu.md), its ICE
 * settings from the environment (LIVE_ICE_SERVERS, LIVE_MEDIA_ADDRESS, LIVE_MEDIA_PORTS; docs/operations.md). A
 * deployment that outgrows one process puts another adapter of `VideoRoomPort` here (an external media server).
 */
export function createVideoRoom(options: SfuOptions = {}): VideoRoomPort {
  return createWeriftSfu({ ...sfuOptionsFromEnv(), ...options });
}
