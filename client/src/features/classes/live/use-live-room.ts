import { useCallback, useEffect, useReducer, useRef } from 'react';
import { addSocketListener, onSocketReady, sendOnSocket } from '@/lib/push';
import { initialRoomState, isRoomMessage, roomReducer, type RoomState } from './room-state';

export interface JoinOptions {
  joinWithoutVideo?: boolean;
  joinWithoutAudio?: boolean;
  notifyStudents?: boolean;
}

/**
 * The room of a class on the tab's socket (realtime.tsv; contracts LiveClientMessage / LiveServerMessage): sends
 * `join-to-class` each time the socket is ready (a reconnect rejoins, and the room-state that answers replaces the local
 * state), `user-leaving-class` when the page goes away (unmount and `pagehide`). `enabled` once POST lms/join allowed it.
 */
export function useLiveRoom(
  classId: string,
  userId: string,
  enabled: boolean,
  options: JoinOptions,
  init?: { liveSince: string | null; endedAt: string | null },
) {
  const reducer = useRef(roomReducer(classId)).current;
  const [state, dispatch] = useReducer(reducer, init, initialRoomState);
  const opts = useRef(options);
  opts.current = options;

  useEffect(() => {
    if (!enabled) return;
    const stopListening = addSocketListener((msg) => {
      if (isRoomMessage(msg)) dispatch(msg);
    });
    let left = false;
    const join = () => {
      left = false;
      const o = opts.current;
      sendOnSocket({ type: 'join-to-class', roomId: classId, user: userId, ...o });
    };
    const stopReady = onSocketReady(join);
    const leave = () => {
      if (left) return;
      left = true;
      sendOnSocket({ type: 'user-leaving-class', roomId: classId, user: userId });
    };
    // pagehide: the tab closes or navigates away; a page restored from the back-forward cache joins again.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) join();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      leave();
      stopReady();
      stopListening();
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [classId, userId, enabled]);

  const send = useCallback((msg: { type: string } & Record<string, unknown>) => sendOnSocket({ ...msg, roomId: classId }), [classId]);
  const clearError = useCallback(() => dispatch({ type: 'clear-error' }), []);
  /** The teacher's own End class answered: the page shows it at once (the room's class-ended says the same). */
  const markEnded = useCallback((endedAt: string) => dispatch({ type: 'class-ended', roomId: classId, endedAt }), [classId]);
  return { state, send, clearError, markEnded } as {
    state: RoomState;
    send: typeof send;
    clearError: typeof clearError;
    markEnded: typeof markEnded;
  };
}
