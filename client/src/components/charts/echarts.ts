import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the panel draws: registering more pulls more of ECharts into the chart chunk.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
