import { institutesWithFleet, papersExpiring, routesInChargeOf, routeSummaries } from '../fleet/for-riders.js';

/** What the riders read of the fleet (fleet/for-riders.ts), through one seam. */
export interface FleetReads {
  routeSummaries: typeof routeSummaries;
  routesInChargeOf: typeof routesInChargeOf;
  papersExpiring: typeof papersExpiring;
  institutesWithFleet: typeof institutesWithFleet;
}

const real: FleetReads = { routeSummaries, routesInChargeOf, papersExpiring, institutesWithFleet };
let current: FleetReads = real;

/** The fleet's reads in force. */
export const fleet = (): FleetReads => current;

/**
 * Test seam: the HTTP tests declare the routes and papers they need (the fleet is another slice); null puts the real
 * reads back. Never called by the product.
 */
export function setFleetReadsForTests(reads: Partial<FleetReads> | null): void {
  current = reads ? { ...real, ...reads } : real;
}
