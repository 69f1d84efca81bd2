import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/button';
import { classClock, classDay } from '@/components/class-card';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { ClassView } from '../api/types';
import { notifyStudents } from '../live/api';
import { liveClassHref } from '../live/live-links';

function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

/**
 * 002 §2 Live Options dialog: Join Class for a student (and the office, who watches), Go Live for the class's teacher
 * with the three switches of 002 §4 — Notify students, Join without video, Join without audio — all off by default.
 * Go Live with Notify calls POST lms/create-notification/:classId first, then opens the call page with the options.
 */
export function LiveOptionsDialog({ c, role, onClose }: { c: ClassView | null; role: string; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [notify, setNotify] = useState(false);
  const [noVideo, setNoVideo] = useState(false);
  const [noAudio, setNoAudio] = useState(false);
  const [busy, setBusy] = useState(false);
  const teacher = role === 'TEACHER';
  const close = () => {
    if (busy) return;
    setNotify(false);
    setNoVideo(false);
    setNoAudio(false);
    onClose();
  };
  const go = async () => {
    if (!c) return;
    if (teacher && notify) {
      setBusy(true);
      try {
        const r = await notifyStudents(c._id);
        toast.success(r.message);
      } catch (err) {
        // The class still goes live: the students can find it on their Live Classes page.
        toast.error(errorMessage(err));
      } finally {
        setBusy(false);
      }
    }
    navigate(liveClassHref(role, c._id, teacher ? { joinWithoutVideo: noVideo, joinWithoutAudio: noAudio } : undefined));
  };
  const subject = c?.subject.title.trim() || 'Other';
  return (
    <Modal
      open={!!c}
      onClose={close}
      title="Live Options"
      description={c ? `${subject} · ${classDay(c.startTime)}, ${classClock(c.startTime)} – ${classClock(c.endTime)}` : undefined}
      size="sm"
    >
      {teacher ? (
        <div className="divide-y divide-slate-100 px-5 pt-2">
          <Toggle label="Notify students" hint="Each student of the batch gets a notification." checked={notify} onChange={setNotify} />
          <Toggle label="Join without video" hint="Your camera stays off." checked={noVideo} onChange={setNoVideo} />
          <Toggle label="Join without audio" hint="Your microphone stays off." checked={noAudio} onChange={setNoAudio} />
        </div>
      ) : (
        <p className="px-5 pt-4 text-sm text-slate-700">
          {role === 'STUDENT'
            ? 'You join the class with the video and the chat; your attendance is recorded when you enter.'
            : 'You watch the class and its chat; no attendance is recorded for you.'}
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void go()} loading={busy}>
          {teacher ? 'Go Live' : 'Join Class'}
        </Button>
      </div>
    </Modal>
  );
}
