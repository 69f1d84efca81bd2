import { RTC_SPEAKER_SLOTS, type RtcSlot } from '@school/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { addSocketListener, onSocketReady } from '@/lib/push';
import { RtcSession } from './rtc-session';
import { countVideoFrames } from './video-frames';

/**
 * The video of the class call page (docs/decisions/0029-video-sfu.md): the teacher publishes camera and microphone to the
 * server's SFU, everyone else receives them; a student the teacher let speak sends their microphone, heard by all. The
 * signalling goes over the tab's socket (lib/push); a reconnected socket (the room rejoined: a new room-state) or a failed
 * connection starts a new RTCPeerConnection.
 */
export interface VideoStageProps {
  classId: string;
  /** What the caller is in the room (POST lms/join/:classId). */
  as: 'TEACHER' | 'STUDENT' | 'OBSERVER';
  /** The teacher's go-live options (the page's query). */
  joinWithoutVideo: boolean;
  joinWithoutAudio: boolean;
  /** A student the teacher let speak (participant-changed), or the teacher. */
  canSpeak: boolean;
  /** The server admitted this socket to the room (a room-state arrived): signalling may start. */
  joined: boolean;
  /** The teacher ended the class: media stops. */
  ended: boolean;
  /** A speaking student's name from their user id (the room's participants); the id when absent. */
  nameOf?: (userId: string) => string;
  /** STUN/TURN servers for the browser's candidates (a deployment behind NAT); none: host candidates only. */
  iceServers?: RTCIceServer[];
}

interface RoomMedia {
  teacherVideo: boolean;
  teacherAudio: boolean;
  speakers: (string | null)[];
}

const RETRY_MS = 2000;
const NO_MEDIA: RoomMedia = { teacherVideo: false, teacherAudio: false, speakers: [] };

export function VideoStage(props: VideoStageProps) {
  const { classId, as, joinWithoutVideo, joinWithoutAudio, canSpeak, joined, ended, nameOf, iceServers } = props;
  const isTeacher = as === 'TEACHER';
  const videoRef = useRef<HTMLVideoElement>(null);
  const teacherAudioRef = useRef<HTMLAudioElement>(null);
  const speakerRefs = useRef<(HTMLAudioElement | null)[]>([]);
  const session = useRef<{ s: RtcSession; socketGen: number } | null>(null);
  const socketGen = useRef(0);
  const local = useRef<{ video: MediaStreamTrack | null; audio: MediaStreamTrack | null }>({ video: null, audio: null });
  const ownAudio = useRef<MediaStreamTrack | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const joinedRef = useRef(joined && !ended);
  joinedRef.current = joined && !ended;
  const iceRef = useRef(iceServers ?? []);
  iceRef.current = iceServers ?? [];

  const [connState, setConnState] = useState<RTCPeerConnectionState | 'idle'>('idle');
  const [media, setMedia] = useState<RoomMedia>(NO_MEDIA);
  const [localReady, setLocalReady] = useState(!isTeacher);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [cameraOn, setCameraOn] = useState(!joinWithoutVideo);
  const cameraOnRef = useRef(cameraOn);
  cameraOnRef.current = cameraOn;
  const [micOn, setMicOn] = useState(!joinWithoutAudio);
  const [ownMicOn, setOwnMicOn] = useState(true);
  const [audioBlocked, setAudioBlocked] = useState(false);

  const play = useCallback((el: HTMLMediaElement | null, track: MediaStreamTrack) => {
    if (!el) return;
    el.srcObject = new MediaStream([track]);
    el.play().catch(() => {
      // Autoplay with sound waits for a tap (the browser's policy): "Play sound" below.
      if (el instanceof HTMLAudioElement) setAudioBlocked(true);
    });
  }, []);

  const startSession = useCallback(() => {
    clearTimeout(retryTimer.current);
    session.current?.s.close(true);
    const gen = socketGen.current;
    // A camera the teacher turned off stays off on the new connection.
    const sending = { video: cameraOnRef.current ? local.current.video : null, audio: local.current.audio };
    const s = new RtcSession(classId, as, sending, ownAudio.current, iceRef.current, {
      onTrack: (slot: RtcSlot, track) => {
        if (slot === 'teacher-video' && !isTeacher) {
          play(videoRef.current, track);
          // No picture a while after the track came: ask the teacher's camera for a keyframe.
          setTimeout(() => {
            if (videoRef.current?.dataset.frames === '0') s.requestKeyframe();
          }, 1500);
        } else if (slot === 'teacher-audio' && !isTeacher) {
          play(teacherAudioRef.current, track);
        } else if (slot.startsWith('speaker-')) {
          play(speakerRefs.current[Number(slot.slice('speaker-'.length))] ?? null, track);
        }
      },
      onState: (state) => {
        if (session.current?.s === s) setConnState(state);
      },
      onFailed: () => {
        if (session.current?.s !== s) return;
        setConnState('failed');
        retryTimer.current = setTimeout(() => {
          if (session.current?.s === s) startSession();
        }, RETRY_MS);
      },
    });
    session.current = { s, socketGen: gen };
    setConnState('new');
    s.start().catch(() => s.close(false));
  }, [classId, as, isTeacher, play]);

  // The teacher's camera and microphone, per the go-live options, before the first offer.
  useEffect(() => {
    if (!isTeacher || ended) return;
    let stopped = false;
    const want = { video: !joinWithoutVideo, audio: !joinWithoutAudio };
    if (!want.video && !want.audio) {
      setLocalReady(true);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        video: want.video ? { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 30 } } : false,
        audio: want.audio,
      })
      .then((stream) => {
        if (stopped) {
          for (const t of stream.getTracks()) t.stop();
          return;
        }
        local.current = { video: stream.getVideoTracks()[0] ?? null, audio: stream.getAudioTracks()[0] ?? null };
        if (local.current.video && videoRef.current) videoRef.current.srcObject = new MediaStream([local.current.video]);
        setLocalReady(true);
      })
      .catch(() => {
        setMediaError('Your camera or microphone is not available. The class goes on without them.');
        setCameraOn(false);
        setMicOn(false);
        setLocalReady(true);
      });
    return () => {
      stopped = true;
      for (const t of [local.current.video, local.current.audio]) t?.stop();
      local.current = { video: null, audio: null };
    };
  }, [isTeacher, ended, joinWithoutVideo, joinWithoutAudio]);

  // The server's media messages; a reconnected socket's room-state (the room rejoined) starts a new connection. Declared
  // before the connection's effect, so that the socket's generation is counted before the first connection reads it.
  useEffect(() => {
    const offReady = onSocketReady(() => {
      socketGen.current++;
      // A connection made while the socket was down never sent its offer: make it again now. (One whose offer went out
      // on the old socket waits for the room-state of the rejoin below: the server admits the new socket first.)
      const cur = session.current;
      if (cur && !cur.s.offered && joinedRef.current) startSession();
    });
    const offMsg = addSocketListener((msg) => {
      if (msg.roomId !== classId) return;
      if (msg.type === 'rtc-media') {
        setMedia({
          teacherVideo: msg.teacherVideo === true,
          teacherAudio: msg.teacherAudio === true,
          speakers: Array.isArray(msg.speakers) ? (msg.speakers as (string | null)[]) : [],
        });
      } else if (msg.type === 'room-state') {
        const cur = session.current;
        if (cur && cur.socketGen !== socketGen.current) startSession();
      } else if (msg.type.startsWith('rtc-')) {
        void session.current?.s.onServerMessage(msg);
      }
    });
    return () => {
      offReady();
      offMsg();
    };
  }, [classId, startSession]);

  // One connection while in the room.
  useEffect(() => {
    if (!joined || ended || !localReady) return;
    if (!session.current || session.current.socketGen !== socketGen.current) startSession();
    return () => {
      clearTimeout(retryTimer.current);
      session.current?.s.close(true);
      session.current = null;
      setConnState('idle');
    };
  }, [joined, ended, localReady, startSession]);

  // A student let speak sends their microphone on the slot that is already there; taken back, it stops.
  useEffect(() => {
    if (as !== 'STUDENT' || !joined || ended) return;
    if (!canSpeak) {
      ownAudio.current?.stop();
      ownAudio.current = null;
      void session.current?.s.setTrack('own-audio', null);
      return;
    }
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ audio: true })
      .then((stream) => {
        const track = stream.getAudioTracks()[0] ?? null;
        if (stopped || !track) {
          for (const t of stream.getTracks()) t.stop();
          return;
        }
        ownAudio.current = track;
        setOwnMicOn(true);
        void session.current?.s.setTrack('own-audio', track);
      })
      .catch(() => setMediaError('Your microphone is not available.'));
    return () => {
      stopped = true;
    };
  }, [as, canSpeak, joined, ended]);

  // Frames decoded (or, on the teacher's page, shown from the camera) in data-frames, for tests and diagnostics.
  useEffect(() => {
    const el = videoRef.current;
    return el ? countVideoFrames(el) : undefined;
  }, []);

  // The class ended: everything stops.
  useEffect(() => {
    if (!ended) return;
    ownAudio.current?.stop();
    ownAudio.current = null;
    for (const el of [videoRef.current, teacherAudioRef.current, ...speakerRefs.current]) if (el) el.srcObject = null;
    setMedia(NO_MEDIA);
  }, [ended]);

  const toggleLocal = async (kind: 'video' | 'audio') => {
    const s = session.current?.s;
    const on = kind === 'video' ? cameraOn : micOn;
    const set = kind === 'video' ? setCameraOn : setMicOn;
    let track = local.current[kind];
    const slot = kind === 'video' ? 'teacher-video' : 'teacher-audio';
    if (on) {
      if (track) track.enabled = false;
      // A camera turned off sends nothing (the server tells the students it stopped); a muted microphone sends silence.
      if (kind === 'video') await s?.setTrack(slot, null);
      set(false);
      return;
    }
    if (!track) {
      // Joined without it: ask for it now and put it on the slot that is already negotiated.
      try {
        const stream = await navigator.mediaDevices.getUserMedia(kind === 'video' ? { video: true } : { audio: true });
        track = (kind === 'video' ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0]) ?? null;
      } catch {
        setMediaError(kind === 'video' ? 'Your camera is not available.' : 'Your microphone is not available.');
        return;
      }
      if (!track) return;
      local.current = { ...local.current, [kind]: track };
      if (kind === 'video' && videoRef.current) videoRef.current.srcObject = new MediaStream([track]);
    }
    track.enabled = true;
    await s?.setTrack(slot, track);
    set(true);
  };

  const toggleOwnMic = () => {
    const track = ownAudio.current;
    if (!track) return;
    track.enabled = !ownMicOn;
    setOwnMicOn(!ownMicOn);
  };

  const resumeAudio = () => {
    setAudioBlocked(false);
    for (const el of [teacherAudioRef.current, ...speakerRefs.current]) if (el?.srcObject) el.play().catch(() => setAudioBlocked(true));
  };

  const status = ended
    ? 'The class has ended.'
    : !joined || connState === 'idle' || connState === 'new' || connState === 'connecting'
      ? 'Connecting…'
      : connState === 'failed' || connState === 'disconnected'
        ? 'The video connection was lost. Reconnecting…'
        : isTeacher
          ? null
          : !media.teacherVideo && !media.teacherAudio
            ? 'Waiting for the teacher to go live'
            : !media.teacherVideo
              ? "The teacher's camera is off."
              : null;
  const overlay = isTeacher && !ended && status === null && !cameraOn ? 'Your camera is off.' : status;
  const speaking = media.speakers.filter((u): u is string => !!u).map((u) => nameOf?.(u) ?? u);

  return (
    <div data-testid="video-stage" data-state={connState} className="flex w-full min-w-0 flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        <video
          ref={videoRef}
          data-testid="teacher-video"
          data-frames="0"
          autoPlay
          playsInline
          muted
          className="h-full w-full object-contain"
        />
        {overlay ? (
          <div
            data-testid="video-status"
            className="absolute inset-0 flex items-center justify-center bg-slate-900/70 p-4 text-center text-sm text-slate-200"
          >
            {overlay}
          </div>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: a live microphone has no captions */}
      <audio ref={teacherAudioRef} data-testid="teacher-audio" autoPlay className="hidden" />
      {Array.from({ length: RTC_SPEAKER_SLOTS }, (_, i) => (
        // biome-ignore lint/a11y/useMediaCaption: a live microphone has no captions
        <audio
          key={`speaker-${i}`}
          ref={(el) => {
            speakerRefs.current[i] = el;
          }}
          data-testid={`speaker-audio-${i}`}
          autoPlay
          className="hidden"
        />
      ))}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {isTeacher && !ended ? (
          <>
            <Button size="sm" variant="secondary" data-testid="toggle-camera" onClick={() => void toggleLocal('video')}>
              {cameraOn ? 'Turn camera off' : 'Turn camera on'}
            </Button>
            <Button size="sm" variant="secondary" data-testid="toggle-mic" onClick={() => void toggleLocal('audio')}>
              {micOn ? 'Mute microphone' : 'Unmute microphone'}
            </Button>
          </>
        ) : null}
        {as === 'STUDENT' && canSpeak && !ended ? (
          <Button size="sm" variant="secondary" data-testid="toggle-own-mic" onClick={toggleOwnMic}>
            {ownMicOn ? 'Mute my microphone' : 'Unmute my microphone'}
          </Button>
        ) : null}
        {audioBlocked ? (
          <Button size="sm" data-testid="play-sound" onClick={resumeAudio}>
            Play sound
          </Button>
        ) : null}
        {speaking.length ? (
          <span data-testid="speaking" className="text-slate-600">
            Speaking: {speaking.join(', ')}
          </span>
        ) : null}
      </div>
      {mediaError ? (
        <p role="alert" className="text-sm text-rose-700">
          {mediaError}
        </p>
      ) : null}
    </div>
  );
}
