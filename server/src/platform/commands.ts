import {
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type NewEvent,
  type RecordedEvent,
  type Role,
} from '@school/contracts';
import { conflict, notFound } from './errors.js';
import { newId, uuidFrom } from './ids.js';

/** A decider per aggregate: pure functions, no clock and no I/O (time comes in the command). */
export interface Decider<State, Command, Event extends NewEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export interface Actor {
  userId: string;
  role: Role | 'SYSTEM';
}

export interface CommandContext {
  actor: Actor;
  instituteId: string;
  correlationId: string;
  causationId?: string;
  idempotencyKey?: string;
  now: Date;
}

/** What a command decided: its new events, where they were written, and the state after them (what the route replies from). */
export interface CommandResult<Event, State = unknown> {
  events: Event[];
  append: AppendResult | null;
  state: State;
}

/**
 * Ids for new objects. With an Idempotency-Key they are derived from it, so a retried create lands on
 * the same stream and the same event ids and is stored once.
 */
export function idFor(ctx: CommandContext, label: string): string {
  return ctx.idempotencyKey ? uuidFrom(ctx.actor.userId, ctx.idempotencyKey, label) : newId();
}

export interface HandleOptions<State, Event> {
  /** The 404 message when the stream does not exist (a command on an existing object). */
  mustExist?: string;
  maxAttempts?: number;
  /**
   * Runs after the decider accepted the command and before its events are written, with the state they were decided
   * on (again on each retry): where a rule spans streams, a unique reservation is taken here, so a refusal by the
   * decider leaves no reservation and a refused reservation leaves no event.
   */
  beforeAppend?: (before: State, events: Event[]) => Promise<void>;
}

export class CommandHandler {
  constructor(private readonly store: EventStore) {}

  /**
   * The state of a stream as a decider sees it, for a route that must ask the decider's rules (a guard it exports)
   * before doing something outside the store. A stream of another institute is as unknown as a missing one: the
   * initial state.
   */
  async state<State>(decider: Decider<State, any, any>, stream: string, ctx: Pick<CommandContext, 'instituteId'>): Promise<State> {
    const recorded = await this.store.readStream(stream);
    if (recorded.length > 0 && recorded[0]!.metadata.instituteId !== ctx.instituteId) return decider.initialState();
    return recorded.reduce((s, e) => decider.evolve(s, e), decider.initialState());
  }

  /**
   * Loads the stream, folds it, decides and appends with the expected version; retries a lost race. Hands back the
   * state the decision leads to, so a route replies from what was decided instead of reading the stream again.
   */
  async handle<State, Command, Event extends NewEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
    ctx: CommandContext,
    opts: HandleOptions<State, Event> = {},
  ): Promise<CommandResult<Event, State>> {
    // A lost race is decided again on the new state; hot streams (payments on one charge) may ask for more tries.
    const retries = Math.max(0, (opts.maxAttempts ?? 4) - 1);
    for (let attempt = 0; ; attempt++) {
      const recorded = await this.store.readStream(stream);
      // Object-level scope: a stream of another institute is invisible, as if it did not exist.
      if (recorded.length > 0 && recorded[0]!.metadata.instituteId !== ctx.instituteId) {
        throw notFound(opts.mustExist ?? 'Not found.');
      }
      if (recorded.length === 0 && opts.mustExist) throw notFound(opts.mustExist);
      const state = recorded.reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState());
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, append: null, state };
      await opts.beforeAppend?.(state, events);
      const version = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.streamVersion;
      const toAppend: EventToAppend[] = events.map((e, i) => ({
        type: e.type,
        data: e.data,
        eventId: ctx.idempotencyKey ? uuidFrom(ctx.actor.userId, ctx.idempotencyKey, stream, String(recorded.length + i)) : newId(),
        metadata: {
          actorId: ctx.actor.userId,
          actorRole: ctx.actor.role,
          instituteId: ctx.instituteId,
          occurredAt: ctx.now.toISOString(),
          correlationId: ctx.correlationId,
          causationId: ctx.causationId ?? ctx.correlationId,
          ...(ctx.idempotencyKey ? { idempotencyKey: ctx.idempotencyKey } : {}),
        },
      }));
      try {
        const append = await this.store.append(stream, version, toAppend);
        // The new events are folded as they were stored (with their metadata), like the ones read from the stream.
        const stored = events.map((e, i) => ({ ...e, metadata: toAppend[i]!.metadata }) as Event);
        return { events, append, state: stored.reduce(decider.evolve, state) };
      } catch (err) {
        if (err instanceof WrongExpectedVersion && attempt < retries) {
          // Beyond the default tries, a short random pause spreads the contenders out.
          if (attempt >= 3) await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 * attempt)));
          continue;
        }
        if (err instanceof WrongExpectedVersion) {
          throw conflict('This record was changed at the same time by someone else. Reload and try again.');
        }
        throw err;
      }
    }
  }
}

/** An event store that can create many new streams in one write (the PostgreSQL adapter). */
interface BulkAppender {
  appendNewStreams(items: { stream: string; events: EventToAppend[] }[]): Promise<AppendResult[]>;
}
const bulkAppender = (s: EventStore): BulkAppender | null =>
  typeof (s as Partial<BulkAppender>).appendNewStreams === 'function' ? (s as unknown as BulkAppender) : null;

/**
 * Runs creating commands on new streams together (bulk imports): each is decided on the initial state, and the
 * events are written in one append where the store allows it. When a stream turns out to exist, or the store cannot
 * append in bulk, each command is handled alone, so every one gets its own result or error.
 */
export async function handleNewMany<State, Command, Event extends NewEvent>(
  handler: CommandHandler,
  store: EventStore,
  decider: Decider<State, Command, Event>,
  items: { stream: string; command: Command }[],
  ctx: CommandContext,
): Promise<({ ok: true; result: CommandResult<Event, State> } | { ok: false; error: unknown })[]> {
  const bulk = bulkAppender(store);
  if (bulk && items.length > 0) {
    try {
      const decided = items.map((i) => ({ stream: i.stream, events: decider.decide(i.command, decider.initialState()) }));
      const appends = await bulk.appendNewStreams(
        decided.map((d) => ({
          stream: d.stream,
          events: d.events.map((e) => ({
            type: e.type,
            data: e.data,
            eventId: newId(),
            metadata: {
              actorId: ctx.actor.userId,
              actorRole: ctx.actor.role,
              instituteId: ctx.instituteId,
              occurredAt: ctx.now.toISOString(),
              correlationId: ctx.correlationId,
              causationId: ctx.causationId ?? ctx.correlationId,
            },
          })),
        })),
      );
      return decided.map((d, i) => ({
        ok: true as const,
        result: { events: d.events, append: appends[i]!, state: d.events.reduce(decider.evolve, decider.initialState()) },
      }));
    } catch (err) {
      if (!(err instanceof WrongExpectedVersion)) throw err;
    }
  }
  const out: ({ ok: true; result: CommandResult<Event, State> } | { ok: false; error: unknown })[] = [];
  for (const i of items) {
    try {
      out.push({ ok: true, result: await handler.handle(decider, i.stream, i.command, ctx) });
    } catch (error) {
      out.push({ ok: false, error });
    }
  }
  return out;
}

/** Folds recorded events with a decider's evolve (for tests and for the rare command-side read). */
export function fold<State, Event extends NewEvent>(d: Decider<State, any, Event>, events: RecordedEvent[]): State {
  return events.reduce((s, e) => d.evolve(s, e as unknown as Event), d.initialState());
}
