import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { echarts } from './echarts';

// lib/core is CommonJS: depending on the interop, the default import is the component or its module object.
const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

export interface BarChartProps {
  categories: string[];
  values: number[];
  seriesName: string;
  height?: number;
}

const BRAND = '#4f46e5';

/** A vertical bar chart (loaded lazily with ECharts, see ChartCard). */
export default function BarChart({ categories, values, seriesName, height = 300 }: BarChartProps) {
  const option = {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: categories,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
      axisLabel: { color: '#475569', interval: 0, rotate: categories.length > 5 ? 30 : 0, fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      splitLine: { lineStyle: { color: '#e2e8f0', type: 'dashed' } },
      axisLabel: { color: '#475569' },
    },
    series: [
      {
        name: seriesName,
        type: 'bar',
        data: values,
        barMaxWidth: 36,
        itemStyle: { color: BRAND, borderRadius: [6, 6, 0, 0] },
        emphasis: { itemStyle: { color: '#4338ca' } },
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
