import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

/** Two Android app notices in order (issue 19 §5): an optional one, then the required one the app shows now. */
const NOTICES = [
  { version: '3.3.0', title: 'Timetable on your home screen', message: 'A widget shows the next class.', isDismissible: true },
  {
    version: '3.4.0',
    title: 'Update to pay fees in the app',
    message: 'This version adds UPI payments and downloadable receipts. Older versions cannot pay fees any more.',
    isDismissible: false,
  },
];

/** Publishes the demo's app update notices through `POST app-update`, as the form does. */
export async function seedAppUpdates(app: FastifyInstance, headers: Headers): Promise<void> {
  for (const payload of NOTICES) {
    const r = await app.inject({ method: 'POST', url: '/api/v1/app-update', headers, payload });
    if (r.statusCode !== 200) throw new Error(`demo app update ${payload.version}: ${r.statusCode} ${r.body}`);
  }
}
