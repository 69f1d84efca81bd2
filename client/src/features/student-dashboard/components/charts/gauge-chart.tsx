import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { GaugeChart as Gauge } from 'echarts/charts';
import { echarts } from '@/components/charts/echarts';

echarts.use([Gauge]);

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

/** A radial gauge of a percentage (0–100) with the rounded figure in its middle. */
export default function GaugeChart({ value, color, height = 200 }: { value: number; color: string; height?: number }) {
  const option = {
    series: [
      {
        type: 'gauge',
        startAngle: 220,
        endAngle: -40,
        min: 0,
        max: 100,
        radius: '95%',
        center: ['50%', '58%'],
        progress: { show: true, width: 14, roundCap: true, itemStyle: { color } },
        axisLine: { lineStyle: { width: 14, color: [[1, '#e2e8f0']] }, roundCap: true },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: { valueAnimation: false, offsetCenter: [0, 0], fontSize: 28, fontWeight: 600, color: '#0f172a', formatter: '{value}' },
        data: [{ value }],
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
