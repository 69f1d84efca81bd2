import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { echarts } from './echarts';

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

export interface Series {
  name: string;
  values: number[];
  color: string;
  kind?: 'bar' | 'line';
  /** Bars with the same stack id pile up. */
  stack?: string;
}

export interface SeriesChartProps {
  categories: string[];
  series: Series[];
  height?: number;
  /** Formats the axis labels and the tooltip (money, counts). */
  format?: (v: number) => string;
  /** Counts: the value axis steps by whole numbers (no 0.2 ticks when the largest value is 1). */
  integers?: boolean;
}

/** Several series over the same categories, as bars and lines with a legend (loaded lazily with ECharts). */
export default function SeriesChart({ categories, series, height = 320, format = (v) => String(v), integers = false }: SeriesChartProps) {
  const option = {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: '#475569' } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: number) => format(Number(v)),
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
      axisLabel: { color: '#475569', fontSize: 11, lineHeight: 15 },
    },
    yAxis: {
      type: 'value',
      minInterval: integers ? 1 : undefined,
      splitLine: { lineStyle: { color: '#e2e8f0', type: 'dashed' } },
      axisLabel: { color: '#475569', formatter: (v: number) => format(v) },
    },
    series: series.map((s) => ({
      name: s.name,
      type: s.kind ?? 'bar',
      data: s.values,
      stack: s.stack,
      barMaxWidth: 28,
      smooth: true,
      symbolSize: 6,
      itemStyle: { color: s.color, ...(s.kind === 'line' ? {} : { borderRadius: s.stack ? 0 : [4, 4, 0, 0] }) },
      lineStyle: s.kind === 'line' ? { color: s.color, width: 2 } : undefined,
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
