import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { echarts } from './echarts';

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

export interface DonutChartProps {
  slices: { name: string; value: number; color: string }[];
  height?: number;
  format?: (v: number) => string;
}

/** Shares of a whole (payment modes, ...), as a ring with a legend. */
export default function DonutChart({ slices, height = 260, format = (v) => String(v) }: DonutChartProps) {
  const option = {
    tooltip: { trigger: 'item', valueFormatter: (v: number) => format(Number(v)) },
    legend: { bottom: 0, textStyle: { color: '#475569' } },
    series: [
      {
        type: 'pie',
        radius: ['50%', '75%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
