/** A product's title as a chart's axis label: long titles end in an ellipsis so 4 labels fit a phone's width. */
export const chartLabel = (title: string, max = 14): string => (title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title);
