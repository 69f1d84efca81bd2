import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { PolarComponent } from 'echarts/components';
import { echarts } from '@/components/charts/echarts';

echarts.use([PolarComponent]);

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

export interface RadialProgressChartProps {
  rows: { name: string; percent: number; color: string }[];
  height?: number;
}

/** Percentages as concentric rings (a radial bar chart), one per row, with a legend under it. */
export default function RadialProgressChart({ rows, height = 280 }: RadialProgressChartProps) {
  const option = {
    tooltip: { trigger: 'item', valueFormatter: (v: number) => `${v}%` },
    polar: { radius: ['22%', '78%'], center: ['50%', '45%'] },
    angleAxis: { max: 100, startAngle: 90, show: false },
    radiusAxis: { type: 'category', data: rows.map((r) => r.name), show: false },
    legend: { bottom: 0, type: 'scroll', textStyle: { color: '#475569' }, data: rows.map((r) => r.name) },
    series: rows.map((r, i) => ({
      name: r.name,
      type: 'bar',
      coordinateSystem: 'polar',
      roundCap: true,
      barWidth: 10,
      showBackground: true,
      backgroundStyle: { color: '#eef2ff' },
      itemStyle: { color: r.color },
      data: rows.map((_, j) => (j === i ? r.percent : null)),
      stack: 'radial',
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
