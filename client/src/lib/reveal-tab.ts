/**
 * A ref for the current tab of a tab bar that scrolls sideways (on a phone): scrolls the bar, not the page, so the
 * current tab is in view rather than left past the right edge.
 */
export function revealTab(el: HTMLElement | null): void {
  const bar = el?.closest('nav');
  if (!el || !bar || bar.scrollWidth <= bar.clientWidth) return;
  const tab = el.getBoundingClientRect();
  const box = bar.getBoundingClientRect();
  bar.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
}
