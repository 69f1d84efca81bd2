import type { VehicleStatus } from '@school/contracts';

export interface VehicleListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  status: '' | VehicleStatus;
}

export interface FleetListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

export type TransportRecordKind = 'vehicle' | 'driver' | 'route';

/** Every transport query sits under `['transport']`, so a push of a transport read model refreshes them all. */
export const transportKeys = {
  all: ['transport'] as const,
  vehicles: () => [...transportKeys.all, 'vehicles'] as const,
  vehicleList: (params: VehicleListParams) => [...transportKeys.vehicles(), 'list', params] as const,
  vehicle: (id: string) => [...transportKeys.vehicles(), 'one', id] as const,
  drivers: () => [...transportKeys.all, 'drivers'] as const,
  driverList: (params: FleetListParams) => [...transportKeys.drivers(), 'list', params] as const,
  driver: (id: string) => [...transportKeys.drivers(), 'one', id] as const,
  routes: () => [...transportKeys.all, 'routes'] as const,
  routeList: (params: FleetListParams) => [...transportKeys.routes(), 'list', params] as const,
  route: (id: string) => [...transportKeys.routes(), 'one', id] as const,
  stat: () => [...transportKeys.all, 'stat'] as const,
};

/**
 * The read models of the fleet (the server signals them once the fleet's projections exist; READ_MODELS decides) and
 * the riders' (a route's stops and riders, the dashboard's Students riding), all under the `transport_` prefix.
 */
export const TRANSPORT_PREFIX = 'transport_';
/** What a fleet write changes: the vehicle (the admin dashboard's Active Vehicles), driver and route models. */
export const FLEET_WRITTEN_MODELS = ['transport_vehicle', 'transport_driver', 'transport_route'] as const;

/** The admin dashboard's queries (its Active Vehicles card counts ACTIVE vehicles): dashboards' keys start with this. */
export const DASHBOARD_KEY = ['dashboard'] as const;
