import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { joinClass, useEndClass, type JoinInfo } from '../live/api';
import { ChatPanel } from '../live/chat-panel';
import { classTimerText } from '../live/class-timer';
import { flagOf, lmsHref } from '../live/live-links';
import { ParticipantsPanel } from '../live/participants-panel';
import { participantOf } from '../live/room-state';
import { useLiveRoom } from '../live/use-live-room';
import { VideoStage } from '../live/video-stage';

function ClassTimer({ info, endedAt }: { info: JoinInfo; endedAt: string | null }) {
  const now = useNow(1000);
  const t = classTimerText(now, info.startTime, info.endTime, endedAt);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm tabular-nums" data-testid="class-timer">
      <span className="sr-only">Class timer: </span>
      <span
        className={
          t.phase === 'RUNNING'
            ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-800'
            : 'rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700'
        }
      >
        {t.main}
      </span>
      {t.remaining ? <span className="text-slate-600">{t.remaining}</span> : null}
    </p>
  );
}

/** The call page once POST lms/join allowed it: the room on the tab's socket. */
function LiveRoom({ info, me, query }: { info: JoinInfo; me: { _id: string; role: string }; query: URLSearchParams }) {
  const teacher = info.as === 'TEACHER';
  const goLive = teacher
    ? { joinWithoutVideo: flagOf(query.get('joinWithoutVideo')), joinWithoutAudio: flagOf(query.get('joinWithoutAudio')) }
    : {};
  const { state, send, clearError, markEnded } = useLiveRoom(info.classId, me._id, true, goLive, {
    liveSince: info.liveSince,
    endedAt: info.endedAt,
  });
  const end = useEndClass();
  const [ending, setEnding] = useState(false);
  const mine = participantOf(state, me._id);
  const ended = !!state.endedAt;
  const canSpeak = teacher || !!mine?.canSpeak;
  const handRaised = !!mine?.handRaised;
  // One list of who is in the room: beside the video on a wide screen, below the chat on a phone.
  const participants = (
    <ParticipantsPanel
      participants={state.participants}
      teacherView={teacher}
      onAllow={(userId, allowed) => send({ type: 'allow-speak', userId, allowed })}
    />
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{info.title}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <ClassTimer info={info} endedAt={state.endedAt} />
            {state.liveSince && !ended ? (
              <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="live-badge">
                Live
              </span>
            ) : null}
            {!state.joined && !ended ? <span className="text-xs text-slate-600">Connecting to the room…</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {info.as === 'STUDENT' && !ended ? (
            <Button
              variant={handRaised ? 'primary' : 'secondary'}
              aria-pressed={handRaised}
              disabled={!state.joined}
              onClick={() => send({ type: 'raise-hand', raised: !handRaised })}
            >
              {handRaised ? 'Lower hand' : 'Raise hand'}
            </Button>
          ) : null}
          {teacher && !ended ? (
            <Button variant="danger" onClick={() => setEnding(true)}>
              End class
            </Button>
          ) : null}
        </div>
      </div>
      {ended ? (
        <div
          role="status"
          className="mb-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
          data-testid="class-ended"
        >
          The class has ended.{' '}
          <Link href={lmsHref(me.role)} className="font-medium text-brand-700 underline">
            Back to Live Classes
          </Link>
        </div>
      ) : null}
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <VideoStage
            classId={info.classId}
            as={info.as}
            joinWithoutVideo={teacher ? !!goLive.joinWithoutVideo : state.joinWithoutVideo}
            joinWithoutAudio={teacher ? !!goLive.joinWithoutAudio : state.joinWithoutAudio}
            canSpeak={canSpeak}
            joined={state.joined}
            ended={ended}
            nameOf={(userId) => state.participants.find((p) => p._id === userId)?.displayName ?? 'A student'}
          />
          <div className="hidden lg:block">{participants}</div>
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:h-[calc(100dvh-12rem)]">
          <ChatPanel
            classId={info.classId}
            messages={state.messages}
            myId={me._id}
            canRemove={info.as !== 'STUDENT'}
            disabled={!state.joined || ended}
            error={state.error}
            onSend={(message) => send({ type: 'message-to-chat', user: me._id, message })}
            onTyping={clearError}
          />
          <div className="lg:hidden">{participants}</div>
        </div>
      </div>
      <ConfirmDialog
        open={ending}
        onClose={() => setEnding(false)}
        title="End the class?"
        text="Everyone leaves the room; students of the batch who never joined are marked absent."
        confirmLabel="End class"
        onConfirm={async () => {
          const r = await end.mutateAsync(info.classId);
          markEnded(r.data.endedAt);
          return r;
        }}
      />
    </>
  );
}

/**
 * 002 §2 class call page (`/panel/student/lms/:classId`, `/panel/teacher/lms/:classId?joinWithoutVideo=&joinWithoutAudio=`,
 * the office's `/panel/admin/lms/:classId`): POST lms/join/:classId first; a refusal (002 §8, the spec's words) shows as
 * a toast and the user goes to the role's LMS page. Then the header '{subject} class for {course}', the class timer, the
 * video, the chat and who is in the room.
 */
export function LiveClassPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const me = useSession()?.user;
  const [info, setInfo] = useState<JoinInfo | null>(null);
  const asked = useRef<string | null>(null);
  useDocumentTitle(info?.title ?? 'Live class');

  useEffect(() => {
    if (!me || asked.current === classId) return;
    asked.current = classId;
    joinClass(classId).then(
      (r) => setInfo(r.data),
      (err) => {
        toast.error(errorMessage(err));
        navigate(lmsHref(me.role), { replace: true });
      },
    );
  }, [classId, me, navigate]);

  if (!me) return null;
  if (!info || info.classId !== classId)
    return (
      <div role="status" aria-busy="true" aria-label="Joining the class" className="space-y-4">
        <span className="skeleton block h-8 w-2/3 max-w-md" />
        <span className="skeleton block aspect-video w-full max-w-4xl rounded-lg" />
      </div>
    );
  return <LiveRoom key={info.classId} info={info} me={me} query={new URLSearchParams(search)} />;
}
