import type { ServerModule } from '../types.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { classRoutes } from './routes.js';
import { registerRoutes } from './register.js';
import { teacherDashboardRoutes } from './teacher-dashboard.js';
import { teacherAttendanceDashboardRoutes } from './teacher-attendance-dashboard.js';
import { studentAttendanceRoutes } from './student-attendance.js';
import { studentDashboardRoutes } from './student-dashboard.js';
import { PRODUCE_CLASSES_JOB, produceAllClasses } from './produce.js';
// ---- live classes (live-server) ----
import { liveRoutes } from './live/routes.js';
import { LiveRooms, registerLiveRooms } from './live/rooms.js';
import { createVideoRoom } from './live/video.js';
// ---- end live classes ----

export { classDecider, classStream, markRefusal, type ClassCommand, type ClassState } from './decider.js';
// ---- live classes (live-server) ----
export { joinRefusal, type ClassStreamEvent } from './decider.js';
export { classChatDecider, classChatStream, type ClassChatCommand } from './live/chat.js';
export { liveRoomsOf, LiveRooms, ROOM_MESSAGE_TYPES, RTC_MESSAGE_TYPES } from './live/rooms.js';
export { createWeriftSfu, sfuCodecs, sfuOptionsFromEnv } from './live/werift-sfu.js';
export type { VideoPeer, VideoRoomPort } from './live/video-port.js';
// ---- end live classes ----
export { classViews, holidayFlags, isHoliday } from './queries.js';
export { HeldClassCounts } from './held-counts.js';
export {
  produceAllClasses,
  produceClasses,
  produceSlotClasses,
  PRODUCE_CLASSES_JOB,
  PRODUCE_DAYS_AHEAD,
  REMOVED_FROM_TIMETABLE,
} from './produce.js';
export { statusOfFlags } from './register.js';
export { dashboardStudent } from './student-dashboard.js';

// The timetable's classes of the next 14 days are produced hourly (first ~2 minutes after start): idempotent, so a
// restart or a second tick adds nothing (docs/decisions/0018).
defineJob(PRODUCE_CLASSES_JOB, (rt) => produceAllClasses(rt), { everyMs: 60 * 60_000, firstAfterMs: 2 * 60_000 });

/** Classes (lectures) and their register (issue 12): 002 §2 Live classes, Class attendance page; §7. */
export const classesModule: ServerModule = {
  name: 'classes',
  async routes(app, rt) {
    classRoutes(app, rt);
    registerRoutes(app, rt);
    teacherDashboardRoutes(app, rt);
    teacherAttendanceDashboardRoutes(app, rt);
    studentAttendanceRoutes(app, rt);
    studentDashboardRoutes(app, rt);
    // ---- live classes (live-server) ----
    // The rooms of this process on the app's websocket hub, the video behind its port (docs/decisions/0028).
    const rooms = new LiveRooms(rt, createVideoRoom(), (m) => app.log.warn(m));
    // LIVE_LEAVE_GRACE_MS shortens or lengthens the grace (the browser flows use 3 s); at most 10 minutes.
    const grace = Number(process.env.LIVE_LEAVE_GRACE_MS);
    if (process.env.LIVE_LEAVE_GRACE_MS && Number.isInteger(grace) && grace >= 0 && grace <= 600_000) rooms.graceMs = grace;
    const detach = registerLiveRooms(app.hub, rooms);
    app.addHook('onClose', async () => {
      detach();
      await rooms.close();
    });
    liveRoutes(app, rt, rooms);
    // ---- end live classes ----
  },
};
