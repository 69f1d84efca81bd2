import type { ComponentType } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { GaugeChart } from 'echarts/charts';
import { echarts } from '@/components/charts/echarts';

// The gauge is only drawn here: registered with this chunk, not with every chart of the panel.
echarts.use([GaugeChart]);

const ReactEChartsCore = ((ReactEChartsModule as unknown as { default?: unknown }).default ??
  ReactEChartsModule) as ComponentType<EChartsReactProps>;

/** A radial gauge from 0 to 100 with the rounded score in its middle (loaded lazily with ECharts). */
export default function CreditGaugeChart({ score, height = 220 }: { score: number; height?: number }) {
  const option = {
    series: [
      {
        type: 'gauge',
        startAngle: 220,
        endAngle: -40,
        min: 0,
        max: 100,
        radius: '95%',
        progress: { show: true, width: 14, roundCap: true, itemStyle: { color: score >= 75 ? '#4f46e5' : '#f43f5e' } },
        axisLine: { lineStyle: { width: 14, color: [[1, '#e2e8f0']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { show: true, offsetCenter: [0, '32%'], color: '#475569', fontSize: 12 },
        detail: { valueAnimation: true, offsetCenter: [0, '-4%'], fontSize: 30, fontWeight: 600, color: '#0f172a', formatter: '{value}' },
        data: [{ value: Math.round(score), name: 'Credit' }],
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
