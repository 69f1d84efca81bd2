import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { GaugeChart } from 'echarts/charts';
import { echarts } from '@/components/charts/echarts';

echarts.use([GaugeChart]);

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

/** A radial percentage (0–100, one decimal) with its value in the middle: the Total Student Pass ring. */
export default function PassGaugeChart({ percent, height = 220 }: { percent: number; height?: number }) {
  const value = Math.round(percent * 10) / 10;
  const option = {
    series: [
      {
        type: 'gauge',
        startAngle: 90,
        endAngle: -270,
        min: 0,
        max: 100,
        radius: '90%',
        progress: { show: true, width: 16, roundCap: true, itemStyle: { color: '#10b981' } },
        axisLine: { lineStyle: { width: 16, color: [[1, '#e2e8f0']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, 0],
          fontSize: 26,
          fontWeight: 600,
          color: '#0f172a',
          formatter: (v: number) => `${v.toFixed(1)}%`,
        },
        data: [{ value, name: 'Passed' }],
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
