/** The audit platform: the event hash chain and its verification, and per-object history for modules' history calls. */
export { readHistory, type HistoryEntry, type HistoryChange, type HistoryDescription, type ReadHistoryOptions } from './history.js';
export { verifyChain, describeReport, type ChainReport, type ChainBreak } from './verify.js';
export { GENESIS_HASH, canonicalJson, eventHash } from './chain.js';
