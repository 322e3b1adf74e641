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
.badge { padding: 2px 8px; border-radius: 10px; background: #eee; font-weight: 600; }
.badge.fixed { background: #ffccbc; } .badge.rotating { background: #fff9c4; } .badge.topology { background: #d1c4e9; }
.key { display: inline-block; width: 12px; height: 12px; vertical-align: middle; }
.key.wait { background: #f4a261; } .key.service { background: #2a9d8f; } .key.div { background: #c0392b; }
pre.evidence { background: #fff; border: 1px solid #e0e0e0; padding: 8px; overflow: auto; max-height: 220px; }
.error { color: #b71c1c; } .note { color: #666; } .progress { color: #666; }
.link input { width: 420px; font-size: 12px; }
`;
