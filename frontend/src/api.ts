// The plugin's routes (tb_xrank/http_api.md), relative to the document's base: inside TensorBoard's
// iframe the base is <TensorBoard>/data/plugin/xrank/, and so is the standalone page's.

import type * as contract from "./contract";

// Every route's payload is generated from tb_xrank/model/ (contract.ts; model/routes.py for the routes'): the summary's
// rows leave out what grows as ranks x steps and add counts (plugin.summary_of).
export type Collective = contract.SummaryCollective;
export type Divergence = contract.Divergence;
export type WalkWindow = contract.Window;
/** A step as the summary sends it: per-rank numbers are counted and summarised (``step?`` has them). */
export type Step = contract.SummaryStep;
export type Gap = contract.Gap;
/** One rank in one step (``step?``): interval and own work where the Analysis records them, else null. */
export type StepDetail = contract.StepDetail;
export type CollectiveDetail = contract.CollectiveDetail;
/** Per-step maximum of the ranks' own work against the number of ranks (tb_xrank/diagnose/maxima.py). */
export type Maxima = contract.Maxima;
export type Rank = contract.SummaryRank;
/** A rank's warning or a file's error: its code (tb_xrank/model/codes.py), severity, text and file. */
export type Note = contract.Note;
export type Analysis = contract.Summary;
export type RunStatus = contract.RunStatus;
/** What a route of two runs answers while either loads (202) or failed (500). */
export type Waiting = contract.Waiting;


/** The run over all its profiler windows (tb_xrank.overtime), generated from tb_xrank/model.py (contract.ts). */
export type RunOverTime = contract.RunOverTime;
export type OverTimeStep = contract.OverTimeStep;
export type OverTimeScalar = contract.OverTimeScalar;
export type OverTimeWindow = contract.OverTimeWindow;
export type TraceLimits = contract.TraceLimits;

/** The comparison of two runs, generated from tb_xrank/model.py (contract.ts). */
export type CompareMetric = contract.Metric;
export type DivPattern = contract.Pattern;
export type StragglerVerdict = contract.Verdict;
export type RunEvidence = contract.RunEvidence;
export type RunIdent = contract.RunIdent;
export type Comparison = contract.Comparison;

/** A run's collectives against a replay of them with synchronized readiness (``service?``). */
export type ServiceReport = contract.ServiceReport;
export type ServiceRow = contract.ServiceRow;
export type ServiceAnswer = contract.ServiceAnswer;

/** GET a route; the body is the parsed JSON, or the text of a plain-text error (TensorBoard's 4xx). */
async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const r = await fetch(new URL(path, document.baseURI).toString());
  const text = await r.text();
  try { return { status: r.status, body: JSON.parse(text) }; }
  catch { return { status: r.status, body: text as unknown as T }; }
}

/** Detail routes answer the same while a run's version stands: the latest 128 answers are kept (more than the
 * collectives one zoom fetches, so a zoom or a redraw does not fetch again); ``forget`` drops them when the run
 * is re-analysed. */
const kept = new Map<string, Promise<{ status: number; body: unknown }>>();
function keep<T>(path: string): Promise<{ status: number; body: T }> {
  let hit = kept.get(path) as Promise<{ status: number; body: T }> | undefined;
  if (!hit) {
    hit = get<T>(path);
    kept.set(path, hit);
    void hit.then((r) => { if (r.status !== 200) kept.delete(path); }, () => kept.delete(path));
    while (kept.size > 128) kept.delete(kept.keys().next().value!);
  }
  return hit;
}
export const forget = () => { kept.clear(); overTimes.clear(); };

/** ``run=`` and, for a chosen profiler window, ``&span=N`` (none: the latest window every rank has). */
const of = (run: string, span?: number) => `run=${encodeURIComponent(run)}${span === undefined ? "" : `&span=${span}`}`;

export const runs = () => get<RunStatus[]>("runs");
export const summary = (run: string, span?: number) => get<Analysis | RunStatus>(`summary?${of(run, span)}`);
export const collective = (run: string, id: string, span?: number) =>
  keep<CollectiveDetail>(
    `collective?${of(run, span)}&id=${encodeURIComponent(id)}`);
export const stepDetail = (run: string, step: number, span?: number) =>
  keep<StepDetail>(`step?${of(run, span)}&step=${step}`);
/** The run's collectives against the replay beside it (``service?run=``; 202 while either loads). */
export const service = (run: string) => keep<ServiceAnswer | Waiting>(`service?${of(run)}`);
/** The run over all its profiler windows (``overtime?run=``; 202 with its progress while it is computed). */
export const overTime = (run: string) => get<RunOverTime | RunStatus>(`overtime?${of(run)}`);

const overTimes = new Map<string, RunOverTime>(); // per run, until ``forget``
/** The run over all its windows once the server has it (asked again every 0.5 s while it answers 202, with
 * ``progress`` told each answer, until ``wanted`` turns false: then null); or the error it gave, as text. */
export async function runOverTime(run: string, progress: (st: RunStatus) => void,
  wanted: () => boolean): Promise<RunOverTime | string | null> {
  for (;;) {
    const hit = overTimes.get(run);
    if (hit) return hit;
    const { status, body } = await overTime(run);
    if (status === 200) { overTimes.set(run, body as RunOverTime); continue; }
    const st = body as RunStatus;
    if (status !== 202) return (typeof body === "string" ? body : st.error) || `error ${status}`;
    if (!wanted()) return null;
    progress(st);
    await new Promise((r) => setTimeout(r, 500));
  }
}
/** ``choice``: each run's span and steps (``span_a``, ``steps_a``, ``span_b``, ``steps_b``), those not undefined. */
export const compareRuns = (a: string, b: string, choice: Record<string, string | number | undefined> = {}) => {
  const q = new URLSearchParams({ a, b });
  for (const [k, v] of Object.entries(choice)) if (v !== undefined) q.set(k, String(v));
  return get<Comparison | Waiting | string>(`compare?${q}`);
};
/** A run's status while the comparison waits for it: with the span and steps chosen (null: the default). */
export type CompareStatus = RunStatus;
