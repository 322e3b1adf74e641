// The Aligned tab's service view (``service?run=``, tb_xrank/plugin/service.py): each collective's post-last-arrival
// tail in the run against its service replayed with every member ready together (``tb-xrank service``).
import { ServiceAnswer, ServiceReport, service } from "./api";
import { chart } from "./charts";
import { el, escapeHtml, ms, table } from "./dom";
import { COLORS } from "./style";

const DRAWN = 24; // collectives in the chart, in the report's order; the table has them all

function gbps(v: number | null | undefined): string {
  return v === null || v === undefined ? "—" : `${v >= 100 ? v.toFixed(0) : v.toPrecision(3)} GB/s`;
}

/** Tail against replayed service per collective (ms), the replay's spread as a bar's whisker, those whose tail
 * underestimates the service marked. */
function serviceChart(box: HTMLElement, r: ServiceReport): void {
  const rows = r.service.slice(0, DRAWN);
  const v = (us: number | null) => (us === null ? null : +(us / 1000).toFixed(3));
  box.append(el("h4", {}, `The run's tail against the replayed service${r.service.length > DRAWN
    ? ` (the first ${DRAWN} of ${r.service.length} collectives, in the replay's order)` : ""}`));
  chart(box, 60 + 22 * rows.length, {
    grid: { left: 170, right: 24, top: 36, bottom: 44 },
    legend: { top: 0, data: ["tail in the run (a lower bound)", "replayed service (median)",
      "replayed service beyond the tail and the spread"] },
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, formatter: (p: any) => {
      const x = rows[p[0]?.dataIndex ?? 0];
      return escapeHtml(`${x.collective} (${x.op}): tail ${ms(x.tail_us, 2)}, replayed service ${ms(x.service_us, 2)} ` +
        `± ${ms(x.spread_us, 2)} over ${x.repetitions}` + (x.underestimated ? " — the tail underestimates it" : ""));
    } },
    xAxis: { type: "value", name: "ms", nameLocation: "middle", nameGap: 26 },
    yAxis: { type: "category", inverse: true, data: rows.map((x) => x.collective), axisLabel: { fontSize: 10 } },
    series: [
      { name: "tail in the run (a lower bound)", type: "bar", itemStyle: { color: COLORS.serviceLight },
        data: rows.map((x) => v(x.tail_us)) },
      { name: "replayed service (median)", type: "bar", itemStyle: { color: COLORS.service },
        data: rows.map((x) => (x.underestimated ? { value: v(x.service_us), itemStyle: { color: COLORS.held } }
          : v(x.service_us))) },
      { name: "replayed service beyond the tail and the spread", type: "bar", itemStyle: { color: COLORS.held },
        data: [] },
    ],
  }, "service");
}

function serviceTable(r: ServiceReport): HTMLElement {
  return table(r.service, [
    { label: "collective", value: (x) => x.collective },
    { label: "op", value: (x) => x.op },
    { label: "bytes", value: (x) => x.bytes, sort: (x) => x.bytes ?? 0 },
    { label: "tail (run)", value: (x) => ms(x.tail_us, 2), sort: (x) => x.tail_us ?? 0 },
    { label: "replayed service", value: (x) => `${ms(x.service_us, 2)} ± ${ms(x.spread_us, 2)}`,
      sort: (x) => x.service_us ?? 0 },
    { label: "tail / service", value: (x) => (x.ratio === null ? "—" : x.ratio.toFixed(2)), sort: (x) => x.ratio ?? 0 },
    { label: "busbw (replayed service)", value: (x) => gbps(x.busbw_gbps), sort: (x) => x.busbw_gbps ?? 0 },
    { label: "busbw (run's tail)", value: (x) => gbps(x.tail_busbw_gbps), sort: (x) => x.tail_busbw_gbps ?? 0 },
    { label: "underestimated", value: (x) => (x.underestimated ? "yes" : "") },
  ], undefined, undefined, (x) => x.collective);
}

/** The service section, appended to ``root`` once the route answers: the report's sentences, the chart, the table;
 * where no replay lies beside the run, how to make one. */
export function serviceView(root: HTMLElement, run: string): void {
  const box = el("section", { "data-section": "service" });
  root.append(box);
  void service(run).then(({ status, body }) => {
    if (status !== 200 || !box.isConnected) return;
    const ans = body as ServiceAnswer;
    const r = ans.report;
    if (!r) {
      box.append(el("details", {}, el("summary", {}, "Service with synchronized readiness: no replay of this run"),
        el("p", { class: "note" }, ans.why ?? "")));
      return;
    }
    box.append(el("h3", {}, `Service with synchronized readiness: replay ${r.replay}` + (r.backend ? ` (${r.backend})` : "") +
      `, span ${r.span}`), ...r.summary.map((t) => el("p", {}, t)), el("p", { class: "note" }, r.bandwidth_from));
    serviceChart(box, r);
    box.append(serviceTable(r));
    for (const w of r.warnings) box.append(el("p", { class: "note" }, w));
  });
}
