/**
 * Placement notices and applications (001 §2 Placements, §3 Placement notice and Applicant, §4, §5, §7; issue 18 §4).
 * Owned by the notices slice; see server/src/modules/placements/notices.
 */
export {};
