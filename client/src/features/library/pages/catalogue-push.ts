/**
 * The catalogue's push map for app/push-invalidation.ts (which may reach a feature only through its index, pages/ or
 * push.ts). Once features/library/push.ts composes it, this file can go.
 */
export { libraryCataloguePush } from '../catalogue/push';
