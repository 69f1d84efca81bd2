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
 * The read models the fleet's pages show: its own, and the riders' stops and riders (the route list counts them, the
 * dashboard counts Students riding). Only the names the server signals count (READ_MODELS decides).
 */
export const FLEET_SHOWN_MODELS = [
  'transport_vehicle',
  'transport_driver',
  'transport_route',
  'transport_stop',
  'transport_rider',
] as const;
/** What a fleet write changes: the vehicle (the admin dashboard's Active Vehicles), driver and route models. */
export const FLEET_WRITTEN_MODELS = ['transport_vehicle', 'transport_driver', 'transport_route'] as const;

/** The admin dashboard's queries (its Active Vehicles card counts ACTIVE vehicles): dashboards' keys start with this. */
export const DASHBOARD_KEY = ['dashboard'] as const;
