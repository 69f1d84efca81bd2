import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { classClock } from '@/components/class-card';
import { TrashIcon } from '@/components/icons';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveChatMessage } from './api';
import { chatDraft, draftHint, MAX_CHAT_MESSAGE_LENGTH } from './chat-rules';
import type { ChatMessage } from './room-state';

/**
 * The class chat (002 §2 chat panel; §3 Chat message: name, photo or initials, time). The input sends `message-to-chat`
 * on the room's socket; blank or whitespace-only text is not sent (002 §5), nor text over the contracts' length. A
 * refused message (room-error) shows under the input. The teacher (and the office) can remove a message.
 */
export function ChatPanel({
  classId,
  messages,
  myId,
  canRemove,
  disabled,
  error,
  onSend,
  onTyping,
}: {
  classId: string;
  messages: ChatMessage[];
  myId: string;
  canRemove: boolean;
  /** Not in the room (yet), or the class ended. */
  disabled: boolean;
  error: string | null;
  /** Sends the text; false when the socket is not open (the draft stays). */
  onSend: (text: string) => boolean;
  onTyping: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [notSent, setNotSent] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const remove = useRemoveChatMessage(classId);
  const ready = 'send' in chatDraft(draft);
  const hint = draftHint(draft);

  // The newest message in view.
  const last = messages.at(-1)?._id;
  useEffect(() => {
    const el = list.current;
    if (el && last) el.scrollTop = el.scrollHeight;
  }, [last]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const d = chatDraft(draft);
    if (!('send' in d)) return;
    if (onSend(d.send)) {
      setDraft('');
      setNotSent(null);
    } else setNotSent('Not connected. The message was not sent; try again in a moment.');
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-h-0 flex-col rounded-2xl bg-white shadow-xs ring-1 ring-slate-200/80 lg:flex-1"
    >
      <h2 id={`${id}-title`} className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
        Chat
      </h2>
      <ol
        ref={list}
        aria-label="Chat messages"
        aria-live="polite"
        data-testid="chat-messages"
        className="max-h-[50vh] min-h-40 flex-1 space-y-3 overflow-y-auto px-4 py-3 lg:max-h-none"
      >
        {messages.length === 0 ? (
          <li className="py-6 text-center text-sm text-slate-600">No messages yet.</li>
        ) : (
          messages.map((m) => (
            <li
              key={m._id}
              className="group flex items-start gap-2.5"
              data-testid="chat-message"
              data-mine={m.user._id === myId || undefined}
            >
              <UserAvatar name={m.user.displayName} photoUrl={m.user.photoUrl} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                  <span className="font-semibold text-slate-900">{m.user.displayName}</span>
                  <time dateTime={m.createdAt} className="text-slate-600">
                    {classClock(m.createdAt)}
                  </time>
                </p>
                <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{m.message}</p>
              </div>
              {canRemove ? (
                <button
                  type="button"
                  aria-label={`Remove the message of ${m.user.displayName}: ${m.message.slice(0, 40)}`}
                  title="Remove"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(m._id, {
                      onSuccess: (r) => toast.success(r.message),
                      onError: (err) => toast.error(errorMessage(err)),
                    })
                  }
                  className="rounded-lg p-1.5 text-slate-500 hover:bg-rose-50 hover:text-rose-700"
                >
                  <TrashIcon className="size-4" />
                </button>
              ) : null}
            </li>
          ))
        )}
      </ol>
      <form onSubmit={submit} className="border-t border-slate-100 p-3">
        <div className="flex items-end gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            Message
          </label>
          <textarea
            id={`${id}-input`}
            rows={1}
            value={draft}
            disabled={disabled}
            maxLength={MAX_CHAT_MESSAGE_LENGTH + 50}
            placeholder={disabled ? 'The chat is closed' : 'Type a message'}
            aria-describedby={`${id}-status`}
            onChange={(e) => {
              setDraft(e.target.value);
              setNotSent(null);
              onTyping();
            }}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter is a new line; not while an input method is composing a word.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
            }}
            className="max-h-32 min-h-10 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50"
          />
          <Button type="submit" disabled={disabled || !ready}>
            Send
          </Button>
        </div>
        <div id={`${id}-status`}>
          {error || notSent || hint ? (
            <p role="alert" data-testid="chat-error" className="mt-1.5 text-xs text-rose-700">
              {error ?? notSent ?? hint}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
