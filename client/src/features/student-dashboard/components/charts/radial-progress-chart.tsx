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
export default function RadialProgressChart({ rows, height = 300 }: RadialProgressChartProps) {
  const ringWidth = Math.max(6, Math.min(16, Math.floor(90 / Math.max(1, rows.length))));
  const option = {
    tooltip: { trigger: 'item', valueFormatter: (v: number) => `${v}%` },
    polar: { radius: ['18%', '72%'], center: ['50%', '40%'] },
    angleAxis: { max: 100, startAngle: 90, show: false },
    radiusAxis: { type: 'category', data: rows.map((r) => r.name), show: false },
    legend: {
      bottom: 0,
      left: 'center',
      type: 'plain',
      itemGap: 8,
      textStyle: { color: '#475569', fontSize: 11 },
      data: rows.map((r) => r.name),
    },
    series: rows.map((r, i) => ({
      name: r.name,
      type: 'bar',
      coordinateSystem: 'polar',
      roundCap: true,
      barWidth: ringWidth,
      showBackground: true,
      backgroundStyle: { color: '#eef2ff' },
      itemStyle: { color: r.color },
      data: rows.map((_, j) => (j === i ? r.percent : null)),
      stack: 'radial',
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
