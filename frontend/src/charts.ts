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

/** Dispose the charts drawn inside ``within`` (all of them without it) before their boxes are replaced. */
export function disposeCharts(within?: HTMLElement): void {
  for (let i = live.length - 1; i >= 0; i--) {
    if (within && !within.contains(live[i].getDom())) continue;
    live[i].dispose();
    live.splice(i, 1);
  }
}

window.addEventListener("resize", () => live.forEach((c) => c.resize()));
