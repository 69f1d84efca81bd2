import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { echarts } from '@/components/charts/echarts';

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

export interface SubjectBarsChartProps {
  subjects: string[];
  series: { name: string; values: number[]; color: string }[];
}

/** Counts per subject as horizontal bars (subject names stay readable on a phone), one bar per series. */
export default function SubjectBarsChart({ subjects, series }: SubjectBarsChartProps) {
  const height = Math.max(200, 70 + subjects.length * 26 * Math.max(1, series.length));
  const option = {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: '#475569' } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      minInterval: 1,
      splitLine: { lineStyle: { color: '#e2e8f0', type: 'dashed' } },
      axisLabel: { color: '#475569' },
    },
    yAxis: {
      type: 'category',
      data: subjects,
      inverse: true,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#cbd5e1' } },
      axisLabel: { color: '#475569', fontSize: 11, width: 96, overflow: 'truncate' },
    },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      data: s.values,
      barMaxWidth: 14,
      itemStyle: { color: s.color, borderRadius: [0, 4, 4, 0] },
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
