// Transport (issue 18 §1–§3): the fleet (vehicles, drivers, routes) and the riders (stops, students, fares).
export * from './fleet/index';
export * from './riders/index';
