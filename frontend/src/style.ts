// Inline styles are allowed by TensorBoard's CSP (style-src 'unsafe-inline'); no external sheet to fetch.
export const CSS = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #212121; background: #fafafa; }
header { display: flex; gap: 12px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid #e0e0e0; flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0 8px 0 0; }
nav button { border: 0; background: none; padding: 8px 12px; cursor: pointer; font: inherit; border-bottom: 2px solid transparent; }
nav button.active { border-bottom-color: #f57c00; font-weight: 600; }
main { padding: 12px 16px; }
.table-wrap { max-height: 420px; overflow: auto; background: #fff; border: 1px solid #e0e0e0; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { padding: 4px 8px; border-bottom: 1px solid #eee; text-align: left; white-space: nowrap; }
td:last-child { white-space: normal; }
th.sortable { cursor: pointer; } tr.clickable { cursor: pointer; } tr.clickable:hover { background: #fff3e0; }
.chart { width: 100%; background: #fff; border: 1px solid #e0e0e0; margin: 8px 0; }
.findings li { margin: 6px 0; } .findings li.error { color: #b71c1c; } .findings li.info { color: #555; }
.badge { padding: 2px 8px; border-radius: 10px; background: #eee; font-weight: 600; white-space: nowrap; }
.badge.fixed { background: #ffccbc; } .badge.rotating { background: #fff9c4; } .badge.topology { background: #d1c4e9; }
.key { display: inline-block; width: 12px; height: 12px; vertical-align: middle; }
.key.wait { background: #f4a261; } .key.spread { background: #fbd9b6; } .key.service { background: #2a9d8f; } .key.div { background: #c0392b; }
pre.evidence { background: #fff; border: 1px solid #e0e0e0; padding: 8px; overflow: auto; max-height: 220px; }
.error { color: #b71c1c; } .note { color: #666; } .progress { color: #666; }
.link input, .copy input { width: 420px; font-size: 12px; margin-left: 6px; }
.link a.download { margin-left: 10px; font-size: 12px; color: #1a5fb4; }
button.copy-link { font: inherit; font-size: 12px; padding: 1px 8px; cursor: pointer; background: #fff; border: 1px solid #ccc; border-radius: 3px; }
.findings .copy button.copy-link { font-size: 11px; padding: 0 6px; color: #555; }
.findings a.go { font-size: 12px; }
h3.chosen { display: inline-block; margin-right: 8px; }
.pickers { display: flex; gap: 20px; align-items: center; flex-wrap: wrap; margin: 4px 0 8px; }
.pickers label { font-weight: 600; } .pickers select { margin-left: 4px; font: inherit; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; vertical-align: baseline; }
.swatch.a { background: #78909c; } .swatch.b { background: #f57c00; }
.idents { display: flex; flex-direction: column; gap: 2px; color: #444; margin: 4px 0; }
.headline { background: #fff; border: 1px solid #e0e0e0; border-left: 6px solid #9e9e9e; padding: 10px 14px; margin: 8px 0; }
.headline.better { border-left-color: #2e7d32; } .headline.worse { border-left-color: #c62828; }
.headline strong { display: block; font-size: 18px; margin-bottom: 4px; }
.headline.better strong { color: #1b5e20; } .headline.worse strong { color: #b71c1c; }
.headline .sub { color: #333; line-height: 1.9; }
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
.card { background: #fff; border: 1px solid #e0e0e0; padding: 8px 12px; margin: 6px 0; }
.card .basis { color: #555; font-size: 13px; margin-top: 4px; }
.changed { font-weight: 600; color: #b71c1c; }
td.worse { color: #b71c1c; font-weight: 600; }
.zoombar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 6px 0; color: #444; }
.zoombar select { font: inherit; } .zoombar .zoomed { font-weight: 600; }
.zoombar button.back { font: inherit; padding: 2px 10px; cursor: pointer; background: #fff3e0; border: 1px solid #f57c00; border-radius: 3px; }
p.lead { background: #fff; border-left: 4px solid #f57c00; padding: 6px 10px; }
section[data-section] { scroll-margin-top: 8px; }
`;
