// ECharts, tree-shaken to what the tabs draw; canvas rendering keeps thousands of marks fluid.
import * as echarts from "echarts/core";
import { BarChart, CustomChart, HeatmapChart, LineChart, ScatterChart } from "echarts/charts";
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent,
  VisualMapComponent } from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";
import { el } from "./dom";

echarts.use([BarChart, CustomChart, HeatmapChart, LineChart, ScatterChart, DataZoomComponent, GridComponent,
  LegendComponent, MarkLineComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };

const live: echarts.ECharts[] = [];

/** A chart in a new box of the given height; disposed when the view is redrawn. */
export function chart(parent: HTMLElement, height: number, option: echarts.EChartsCoreOption): echarts.ECharts {
  const box = el("div", { class: "chart", style: `height:${height}px` });
  parent.append(box);
  const c = echarts.init(box, undefined, { renderer: "canvas" });
  c.setOption({ animation: false, ...option });
  live.push(c);
  return c;
}

export function disposeCharts(): void {
  while (live.length) live.pop()!.dispose();
}

window.addEventListener("resize", () => live.forEach((c) => c.resize()));
