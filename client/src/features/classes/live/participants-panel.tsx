import { Button } from '@/components/button';
import { UserAvatar } from '@/components/user-avatar';
import { orderedParticipants, type RoomParticipant } from './room-state';

const ROLE: Record<string, string> = { TEACHER: 'Teacher', STUDENT: 'Student' };

/**
 * Who is in the room (002 §2 class call page), raised hands first. The teacher lets a student with a raised hand speak
 * (`allow-speak`), or stops them. Collapsible, so on a phone it folds under the chat.
 */
export function ParticipantsPanel({
  participants,
  teacherView,
  onAllow,
}: {
  participants: RoomParticipant[];
  teacherView: boolean;
  onAllow: (userId: string, allowed: boolean) => void;
}) {
  const people = orderedParticipants(participants);
  const hands = people.filter((p) => p.handRaised).length;
  return (
    <details open className="group rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/80">
      <summary className="flex cursor-pointer items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-900">
        <span>
          In the class <span data-testid="participant-count">({people.length})</span>
        </span>
        {hands > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {hands} {hands === 1 ? 'hand' : 'hands'} raised
          </span>
        ) : null}
      </summary>
      <ul aria-label="Participants" className="max-h-72 divide-y divide-slate-100 overflow-y-auto border-t border-slate-100">
        {people.map((p) => (
          <li key={p._id} className="flex items-center gap-2.5 px-4 py-2.5" data-testid="participant">
            <UserAvatar name={p.displayName} photoUrl={p.photoUrl} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{p.displayName}</p>
              <p className="text-xs text-slate-600">
                {ROLE[p.role] ?? 'Observer'}
                {p.role !== 'TEACHER' && p.canSpeak ? ' · may speak' : ''}
              </p>
            </div>
            {p.handRaised ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" data-testid="hand-raised">
                Hand raised
              </span>
            ) : null}
            {teacherView && p.role === 'STUDENT' && (p.handRaised || p.canSpeak) ? (
              p.canSpeak ? (
                <Button size="sm" variant="secondary" onClick={() => onAllow(p._id, false)} aria-label={`Mute: ${p.displayName}`}>
                  Mute
                </Button>
              ) : (
                <Button size="sm" onClick={() => onAllow(p._id, true)} aria-label={`Allow to speak: ${p.displayName}`}>
                  Allow to speak
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
