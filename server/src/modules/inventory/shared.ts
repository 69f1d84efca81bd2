import {
  DEFAULT_INVENTORY_SETTINGS,
  INVENTORY_MESSAGES as M,
  type InventoryItem,
  type InventorySettings,
  type InventorySettingsSet,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { Decider } from '../../platform/commands.js';
import { badRequest } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/http/access.js';
import { audienceOf } from '../identity/index.js';
import { createModuleGate, grantsOf } from '../permissions/index.js';
import type { InventoryItemState, LowStockRule } from './decider.js';

/** "Office" (001 §6: admin-type users manage stock): SUPER_ADMIN, ADMIN, and MANAGER / STAFF with module inventory. */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who may request supplies for themselves and read their own requests, without the module. */
export const REQUESTERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER'];

/** Whether the caller manages stock: ADMIN / SUPER_ADMIN, or MANAGER / STAFF holding module inventory. */
export function officeCheck(rt: Runtime) {
  const gate = createModuleGate(rt);
  return async (auth: AuthContext) =>
    auth.role === 'ADMIN' ||
    auth.role === 'SUPER_ADMIN' ||
    ((auth.role === 'MANAGER' || auth.role === 'STAFF') && (await gate(auth, 'inventory', null)));
}

export const inventorySettingsStream = (instituteId: string) => `inventorySettings-${instituteId}`;

export type InventorySettingsCommand = { type: 'SetInventorySettings'; data: InventorySettings };

/** The institute's inventory settings: the low-stock threshold (0 turns the alert off). */
export const inventorySettingsDecider: Decider<InventorySettings, InventorySettingsCommand, InventorySettingsSet> = {
  initialState: () => ({ ...DEFAULT_INVENTORY_SETTINGS }),
  evolve: (state, e) => (e.type === 'InventorySettingsSet' ? { ...e.data } : state),
  decide(command, state) {
    const t = command.data.lowStockThreshold;
    if (!Number.isInteger(t) || t < 0) throw badRequest('Threshold is required.');
    return t === state.lowStockThreshold ? [] : [{ type: 'InventorySettingsSet', data: { lowStockThreshold: t } }];
  },
};

export const settingsOf = (rt: Runtime, instituteId: string) =>
  rt.commands.state(inventorySettingsDecider, inventorySettingsStream(instituteId), { instituteId });

/**
 * What a movement needs to decide a low-stock alert: the threshold now and who to tell: every ADMIN and SUPER_ADMIN, and
 * the MANAGER and STAFF members holding module inventory (their grants are cached per member, see permissions/gate).
 */
export async function lowStockRule(rt: Runtime, instituteId: string): Promise<LowStockRule> {
  const grants = grantsOf(rt);
  const [settings, admins, members] = await Promise.all([
    settingsOf(rt, instituteId),
    audienceOf(rt, instituteId, ['ADMIN', 'SUPER_ADMIN'], { except: '' }),
    audienceOf(rt, instituteId, ['MANAGER', 'STAFF'], { except: '' }),
  ]);
  if (settings.lowStockThreshold === 0) return { threshold: 0, recipients: [] };
  const held = await Promise.all(members.map(async (userId) => ((await grants({ instituteId, userId })).has('inventory') ? userId : null)));
  return { threshold: settings.lowStockThreshold, recipients: [...admins, ...held.filter((u): u is string => u !== null)] };
}

/**
 * An inventory category of this institute (the academics masters' `inventory_category-<id>` stream), live: its title,
 * or a 400 with the contract's message. Read from the event store, so a category just created is found.
 */
export async function liveCategory(rt: Runtime, instituteId: string, id: string): Promise<{ _id: string; title: string }> {
  const events = id.trim() ? await rt.store.readStream(`inventory_category-${id.trim()}`) : [];
  if (events.length === 0 || events[0]!.metadata.instituteId !== instituteId) throw badRequest(M.categoryMissing);
  let title: string | null = null;
  for (const e of events) {
    const d = e.data as { title?: unknown };
    if (e.type === 'InventoryCategoryDeleted') title = null;
    else if (typeof d.title === 'string') title = d.title;
  }
  if (title === null) throw badRequest(M.categoryMissing);
  return { _id: id.trim(), title };
}

/** Trims a text field; blank is null. */
export const textOrNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** An item as the contract shows it, from the decider's state (the reply of a command). */
export function itemFromState(
  rt: Runtime,
  state: InventoryItemState,
  category: { _id: string; title: string } | null,
  threshold: number,
): InventoryItem {
  const f = state.fields!;
  return {
    _id: state.itemId!,
    title: f.title,
    imageUrl: rt.files.signedUrl(f.imageKey, '/api/v1'),
    category,
    price: f.price,
    quantity: state.quantity,
    stockUsed: state.stockUsed,
    description: f.description,
    low: threshold > 0 && state.quantity <= threshold,
    createdAt: state.created?.at ?? new Date(0).toISOString(),
  };
}

export const TITLE_SCOPE = (instituteId: string) => `inventory-title:${instituteId}`;
