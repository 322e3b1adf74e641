// Unit tests of the frontend's pure functions, run by node's test runner (npm test: vite bundles this file into
// build-test/, node --test runs it; tests/test_frontend.py runs npm test inside make test).
import assert from "node:assert/strict";
import { test } from "node:test";
import { Analysis } from "../src/api";
import { escapeHtml, ms, plural } from "../src/dom";
import { grouping, isLarge, profiled, rankSpan, worst } from "../src/groups";

test("ms writes µs below a millisecond and ms above, a dash for nothing", () => {
  assert.equal(ms(null), "—");
  assert.equal(ms(undefined), "—");
  assert.equal(ms(0.3), "0 µs");
  assert.equal(ms(999), "999 µs");
  assert.equal(ms(1500), "1.5 ms");
  assert.equal(ms(1234.5, 2), "1.23 ms");
  assert.equal(ms(-2500), "-2.5 ms");
});

test("plural counts in the right number", () => {
  assert.equal(plural(1, "step"), "1 step");
  assert.equal(plural(0, "step"), "0 steps");
  assert.equal(plural(2, "process group"), "2 process groups");
  assert.equal(plural(3, "child", "children"), "3 children");
});

test("escapeHtml escapes every character markup reads", () => {
  assert.equal(escapeHtml(`<img src=x onerror="alert('1')">&`), "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;");
  assert.equal(escapeHtml(42), "42");
});

test("rankSpan names consecutive ranks by their ends, others by the first few and a count", () => {
  assert.equal(rankSpan([]), "none");
  assert.equal(rankSpan([7]), "7");
  assert.equal(rankSpan([296, 297, 298, 299, 300, 301, 302, 303]), "296–303");
  assert.equal(rankSpan([1, 3, 5]), "1, 3, 5");
  assert.equal(rankSpan([1, 3, 5, 7, 9]), "1, 3, 5, … (5)");
});

test("worst picks the largest finite value, and nothing from nothing", () => {
  const v: Record<number, number | null> = { 0: 2, 1: null, 2: 9, 3: Number.NaN };
  assert.deepEqual(worst([0, 1, 2, 3], (r) => v[r]), { rank: 2, value: 9 });
  assert.deepEqual(worst([1, 3], (r) => v[r]), { rank: null, value: null });
});

/** A run of ``hosts`` hosts of 8 ranks each with the groupings the Analysis carries (tb_xrank/diagnose/mesh.py):
 * by host, by tensor-parallel group and by position in those groups. */
function run(hosts: number, grouped: boolean): Analysis {
  const ranks = Array.from({ length: 8 * hosts }, (_, r) => ({ rank: r, status: "ok", host: `node${Math.floor(r / 8)}` }));
  const byHost = Array.from({ length: hosts }, (_, h) => ({ key: `node${h}`, label: `node${h}`,
    ranks: Array.from({ length: 8 }, (_, i) => 8 * h + i) }));
  const byPos = Array.from({ length: 8 }, (_, p) => ({ key: `pos ${p}`, label: `position ${p}`,
    ranks: Array.from({ length: hosts }, (_, h) => 8 * h + p) }));
  const groupings = [
    { by: "host", label: "host", noun: "host", plural: "hosts", groups: byHost },
    { by: "pg:tp0", label: `process group (${hosts} groups of 8)`, noun: "process group", plural: "process groups",
      groups: byHost.map((g, h) => ({ ...g, key: `tp${h}`, label: `pg tp${h}` })) },
    { by: "tp0", label: "position in the process groups of 8", noun: "position", plural: "positions", groups: byPos },
  ];
  return { ranks, groupings, collectives: [], grouped } as unknown as Analysis;
}

test("a grouping is the Analysis' own, with each rank's group", () => {
  const g = grouping(run(11, true), "host");
  assert.deepEqual(g.groups.map((x) => x.key).slice(0, 3), ["node0", "node1", "node2"]);
  assert.equal(g.groups[10].key, "node10");
  assert.deepEqual(g.of.get(83)?.ranks, [80, 81, 82, 83, 84, 85, 86, 87]);
  assert.equal(g.noun, "host");
});

test("a process group family groups by group and by position in the groups; an unknown grouping is by host", () => {
  const a = run(3, false);
  const byGroup = grouping(a, "pg:tp0");
  assert.deepEqual(byGroup.groups.map((x) => x.label), ["pg tp0", "pg tp1", "pg tp2"]);
  const byPosition = grouping(a, "tp0");
  assert.equal(byPosition.groups.length, 8);
  assert.deepEqual(byPosition.of.get(10)?.ranks, [2, 10, 18]);
  assert.equal(grouping(a, "no such grouping").by, "host");
  assert.equal(grouping({ ranks: [], collectives: [] } as unknown as Analysis, "host").groups.length, 0);
});

test("whether a run is grouped is the Analysis' to say", () => {
  assert.equal(isLarge(run(2, true)), true);
  assert.equal(isLarge(run(20, false)), false);
  assert.deepEqual(profiled({ ranks: [{ rank: 0, status: "ok" }, { rank: 1, status: "not_profiled" }] } as unknown as Analysis), [0]);
});
