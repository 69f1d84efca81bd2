/**
 * Placement reports: placement years, placed students entered by hand or from an Excel sheet, the placement
 * dashboards (001 §2, §3 Placement year and report row, §5, §7; 000 §2 Placements Report; issue 18 §5–§6). Owned by
 * the reports slice; see server/src/modules/placements/reports.
 */
export {};
