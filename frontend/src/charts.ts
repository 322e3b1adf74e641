// ECharts, tree-shaken to what the tabs draw; canvas rendering keeps thousands of marks fluid.
import * as echarts from "echarts/core";
import { BarChart, CustomChart, HeatmapChart, LineChart, ScatterChart } from "echarts/charts";
import { DataZoomComponent, GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent,
  VisualMapComponent } from "echarts/components";
import { CanvasRenderer } from "echarts/renderers";
import { el } from "./dom";
import { isDark } from "./theme";

echarts.use([BarChart, CustomChart, HeatmapChart, LineChart, ScatterChart, DataZoomComponent, GridComponent,
  LegendComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };

const live: echarts.ECharts[] = [];

/** A chart in a new box of the given height, in the page's light or dark theme; disposed when the view is redrawn. ``name`` marks the box
 * (``data-chart``), whose ``xrankChart`` property is the chart (for the browser tests, which click rows). */
export function chart(parent: HTMLElement, height: number, option: echarts.EChartsCoreOption, name?: string): echarts.ECharts {
  const box = el("div", name ? { class: "chart", style: `height:${height}px`, "data-chart": name }
    : { class: "chart", style: `height:${height}px` });
  parent.append(box);
  const c = echarts.init(box, isDark() ? "dark" : undefined, { renderer: "canvas" });
  c.setOption({ animation: false, backgroundColor: "transparent", ...option });
  (box as any).xrankChart = c;
  live.push(c);
  return c;
}

/** Call ``onRow(index)`` for a click anywhere inside the grid of a chart with a category y axis: rows are
 * clickable where they hold no mark too. */
export function onRowClick(c: echarts.ECharts, onRow: (row: number) => void): void {
  c.getZr().on("click", (ev: any) => {
    const at = [ev.offsetX, ev.offsetY];
    if (c.isDisposed() || !c.containPixel({ gridIndex: 0 }, at)) return;
    const v = c.convertFromPixel({ gridIndex: 0 }, at) as number[];
    // after the chart has finished with this click: the view it opens disposes the chart
    if (Array.isArray(v) && Number.isFinite(v[1])) setTimeout(() => onRow(Math.round(v[1])), 0);
  });
  c.getZr().on("mousemove", (ev: any) => {
    if (c.isDisposed()) return;
    c.getZr().setCursorStyle(c.containPixel({ gridIndex: 0 }, [ev.offsetX, ev.offsetY]) ? "pointer" : "default");
  });
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
