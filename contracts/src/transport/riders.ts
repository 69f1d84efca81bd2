/**
 * Transport riders (issue 18 §2): a route's stops (time, monthly fare), the students assigned to a stop, the fare
 * charged through student fees, and the papers-expiry notices. Owned by the riders slice; see
 * server/src/modules/transport/riders.
 */
export {};
