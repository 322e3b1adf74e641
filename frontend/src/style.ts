// Inline styles are allowed by TensorBoard's CSP (style-src 'unsafe-inline'); no external sheet to fetch.
// Colours of meaning, the same in every chart, legend and the HTML report: generated from
// tb_xrank/reports/palette.py (palette.ts).
import { COLORS } from "./palette";

export { COLORS };

/** The page's colours: light, and dark where TensorBoard (or the browser, standalone) is in dark mode. */
const VARS = `
:root { --fg: #212121; --bg: #fafafa; --panel: #fff; --border: #e0e0e0; --line: #eee; --muted: #666; --soft: #555;
  --hover: #fff3e0; --accent: #f57c00; --link: #1a5fb4; --err: #b71c1c; --chip: #eee; color-scheme: light; }
:root.dark { --fg: #e0e0e0; --bg: #303030; --panel: #3a3a3a; --border: #555; --line: #474747; --muted: #aaa;
  --soft: #bbb; --hover: #4a3b2a; --accent: #ff9800; --link: #8ab4f8; --err: #ef9a9a; --chip: #555; color-scheme: dark; }
`;
export const CSS = VARS + `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: var(--fg); background: var(--bg); }
header { display: flex; gap: 12px; align-items: center; padding: 8px 16px; background: var(--panel); border-bottom: 1px solid var(--border); flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 8px 0 0; }
nav button { border: 0; background: none; color: var(--fg); padding: 8px 8px; cursor: pointer; font: inherit; border-bottom: 2px solid transparent; }
nav button.active { border-bottom-color: var(--accent); font-weight: 600; }
main { padding: 12px 16px; }
.table-wrap { max-height: 420px; overflow: auto; background: var(--panel); border: 1px solid var(--border); }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { padding: 4px 8px; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; }
td:last-child { white-space: normal; }
th.sortable { cursor: pointer; } tr.clickable { cursor: pointer; } tr.clickable:hover, tr.chosen { background: var(--hover); }
.chart { width: 100%; background: var(--panel); border: 1px solid var(--border); margin: 8px 0; }
.findings li { margin: 6px 0; } .findings li.error { color: var(--err); } .findings li.info { color: var(--soft); }
.badge { padding: 2px 8px; border-radius: 10px; background: var(--chip); font-weight: 600; white-space: nowrap; }
.badge.fixed { background: #ffccbc; color: #212121; } .badge.rotating { background: #fff9c4; color: #212121; } .badge.topology { background: #d1c4e9; color: #212121; } .badge.transient { background: #ffe0b2; color: #212121; }
.key { display: inline-block; width: 12px; height: 12px; vertical-align: middle; }
.key.wait { background: ${COLORS.wait}; } .key.spread { background: ${COLORS.spread}; } .key.service { background: ${COLORS.service}; }
.key.div { background: none; outline: 2px solid ${COLORS.divergence}; outline-offset: -2px; } .key.compute { background: ${COLORS.compute}; }
.key.host { background: ${COLORS.host}; } .key.event { background: ${COLORS.event}; } .key.idle { background: ${COLORS.idle}; } .key.late { background: ${COLORS.late}; } .key.lateLight { background: ${COLORS.lateLight}; }
.key.spread.faint { background: ${COLORS.spread}; } .key.serviceLight { background: ${COLORS.serviceLight}; } .key.hop { width: 2px; height: 14px; background: #888; } .key.mark { width: 2px; height: 14px; background: #888; }
.error { color: var(--err); } .note { color: var(--muted); } .progress { color: var(--muted); }
.code-tag { font: 11px ui-monospace, monospace; padding: 0 4px; border-radius: 4px; background: var(--chip); color: var(--muted); white-space: nowrap; }
.loading { margin: 24px 0; } .loading p.progress { margin: 0 0 6px; } .loading progress { width: 360px; max-width: 100%; accent-color: var(--accent); }
.link input, .copy input { width: 420px; font-size: 12px; margin-left: 6px; }
.link a.download { margin-left: 10px; font-size: 12px; color: var(--link); }
button.copy-link { font: inherit; font-size: 12px; padding: 1px 8px; cursor: pointer; background: var(--panel); color: var(--fg); border: 1px solid var(--border); border-radius: 3px; }
.findings .copy button.copy-link { font-size: 11px; padding: 0 6px; color: var(--soft); }
.findings a.go { font-size: 12px; }
h3.chosen { display: inline-block; margin-right: 8px; }
.pickers { display: flex; gap: 20px; align-items: center; flex-wrap: wrap; margin: 4px 0 8px; }
.pickers label { font-weight: 600; } .pickers select { margin-left: 4px; font: inherit; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; vertical-align: baseline; }
.swatch.a { background: ${COLORS.a}; } .swatch.b { background: ${COLORS.b}; }
.idents { display: flex; flex-direction: column; gap: 2px; color: var(--soft); margin: 4px 0; }
.headline { background: var(--panel); border: 1px solid var(--border); border-left: 6px solid #9e9e9e; padding: 10px 14px; margin: 8px 0; }
.headline.better { border-left-color: #2e7d32; } .headline.worse { border-left-color: #c62828; }
.headline.exchange.workload, .headline.exchange.placement { border-left-color: #1565c0; } .headline.exchange .basis { margin: 4px 0; }
.headline strong { display: block; font-size: 18px; margin-bottom: 4px; }
.headline.better strong { color: #1b5e20; } .headline.worse strong { color: var(--err); }
:root.dark .headline.better strong { color: #a5d6a7; }
.headline .sub { color: var(--fg); line-height: 1.9; }
.summary { margin: 6px 0 10px; padding-left: 20px; } .summary li { margin: 2px 0; }
.v { display: inline-block; padding: 0 8px; border-radius: 10px; font-weight: 600; font-size: 12px; line-height: 18px; white-space: nowrap; }
.v.lower { background: #c8e6c9; color: #1b5e20; } .v.higher { background: #ffcdd2; color: #b71c1c; } .v.unchanged { background: #eceff1; color: #546e7a; }
.metrics td.num, td.num { font-variant-numeric: tabular-nums; text-align: right; }
.metrics th { text-align: right; } .metrics th:first-child, .metrics th:last-child { text-align: left; }
.metrics tr.m-higher td:first-child { border-left: 3px solid #c62828; } .metrics tr.m-lower td:first-child { border-left: 3px solid #2e7d32; }
.metrics tr.m-unchanged td:first-child { border-left: 3px solid transparent; }
.grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 12px; margin: 8px 0; }
.grid2 > * { min-width: 0; }
.panel h3, .panel h4 { margin: 4px 0 6px; }
.card { background: var(--panel); border: 1px solid var(--border); padding: 8px 12px; margin: 6px 0; }
.card .basis { color: var(--soft); font-size: 13px; margin-top: 4px; }
.changed { font-weight: 600; color: var(--err); }
td.worse { color: var(--err); font-weight: 600; }
.zoombar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 6px 0; color: var(--soft); }
.zoombar select { font: inherit; } .zoombar .zoomed { font-weight: 600; }
.zoombar button.back { font: inherit; padding: 2px 10px; cursor: pointer; background: var(--hover); color: var(--fg); border: 1px solid var(--accent); border-radius: 3px; }
p.lead { background: var(--panel); border-left: 4px solid var(--accent); padding: 6px 10px; }
section[data-section] { scroll-margin-top: 8px; }
p.legend { font-size: 13px; color: var(--soft); margin: 2px 0 10px; } p.legend .key { margin: 0 4px 0 10px; } p.legend .key:first-child { margin-left: 0; }
table.evidence { width: auto; } table.evidence td { white-space: normal; } table.evidence th { color: var(--soft); font-weight: 600; padding-right: 16px; }
.pathline { margin: 6px 0; }
section.first { background: var(--panel); border: 1px solid var(--border); padding: 6px 14px 4px; margin: 10px 0 14px; }
section.first h3 { margin: 6px 0 2px; } section.first h4 { margin: 6px 0 0; font-size: 13px; color: var(--soft); }
section.first .grid2 { margin: 0; } section.first .chart { border: 0; margin: 2px 0; }
section.first p.legend { margin: 0 0 4px; font-size: 12px; }
section.first p.caption { margin: 4px 0 6px; padding: 6px 10px; border-left: 4px solid ${COLORS.divergence}; background: var(--bg); }
section.first .mini-path { min-height: 150px; }
ol.findings { list-style: none; padding-left: 0; margin: 6px 0; }
ol.findings li { display: grid; grid-template-columns: 176px 1fr; gap: 12px; align-items: baseline; margin: 8px 0; }
ol.findings.nocost li { grid-template-columns: 1fr; } ol.findings.nocost .cost { display: none; }
section.first p.caption.healthy { border-left-color: var(--border); }
.cost { display: flex; align-items: center; gap: 6px; font-size: 12px; font-weight: 600; font-variant-numeric: tabular-nums; color: var(--fg); }
.cost-track { flex: 0 0 110px; height: 10px; background: var(--chip); border-radius: 2px; overflow: hidden; align-self: center; }
.cost-fill { display: block; height: 100%; min-width: 2px; background: var(--soft); }
details.minor { margin: 4px 0 12px; } details.minor > summary { cursor: pointer; color: var(--soft); }
.overtime-verdict { font-size: 15px; margin: 4px 0 6px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.badge.follows { font-weight: 600; font-size: 12px; } .badge.follows.workload, .badge.follows.placement { background: none; color: ${COLORS.scalar}; border: 1px solid ${COLORS.scalar}; }
section.overtime { background: var(--panel); border: 1px solid var(--border); padding: 6px 14px 4px; margin: 8px 0 14px; }
section.overtime h3 { margin: 6px 0 2px; } section.overtime h4 { margin: 8px 0 0; font-size: 13px; color: var(--soft); }
section.overtime .chart { border: 0; margin: 2px 0; }
section.overtime p.caption { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid ${COLORS.held}; background: var(--bg); }
section.overtime p.caption.scalar-basis { border-left-color: ${COLORS.scalar}; }
ul.story { padding-left: 20px; } ul.story li { margin: 4px 0; }
table.limits { margin: 6px 0 10px; } ul.limits-notes li { margin: 3px 0; }
section.defs h3 { margin-bottom: 4px; } section.defs dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 8px; font-size: 13px; }
section.defs dt { font-weight: 600; } section.defs dd { margin: 0; color: var(--soft); }
`;
