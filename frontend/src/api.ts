// The plugin's routes (tb_xrank/http_api.md), relative to the document's base: inside TensorBoard's
// iframe the base is <TensorBoard>/data/plugin/xrank/, and so is the standalone page's.

import type * as contract from "./contract";

// The Analysis' rows are generated from tb_xrank/model.py (contract.ts); the summary route's rows leave out what
// grows as ranks x steps and add counts (plugin.summary_of).
export type RankTimes = contract.RankTimes;
export type Collective = Omit<contract.Collective, "ranks" | "group_ranks"> & {
  ranks?: Record<string, RankTimes>; group_ranks?: number[] | null; n_ranks?: number; group_size?: number | null };
export type Divergence = contract.Divergence;
export type WalkWindow = Omit<contract.Window, "ranks"> & { ranks: Record<string, [string, number, number][]> };
/** A step as the summary sends it: per-rank numbers are counted and summarised (``step?`` has them). */
export type Step = Omit<contract.Step, "ranks" | "comm_us" | "exposed_comm_us" | "intervals_us" | "work_us"
  | "critical_path"> & {
  n_ranks?: number; n_collectives?: number; skew_max_us?: number | null; tail_max_us?: number | null;
  exposed_comm_max_us?: number | null; exposed_comm_median_us?: number | null; exposed_comm_max_rank?: number | null;
  critical_path_entries?: number };
export type Gap = contract.Gap;
/** One rank in one step (``step?``): interval and own work where the Analysis records them, else null. */
export interface RankStep { start_us: number | null; end_us: number | null; time_us: number | null;
  work_us: number | null; wait_us: number | null; comm_us: number | null; exposed_comm_us: number | null }
export interface StepDetail { run: string; step: contract.Step; ranks: Record<string, RankStep>;
  collectives: Collective[]; gaps: Gap[] }
/** Per-step maximum of the ranks' own work against the number of ranks (tb_xrank/diagnose/maxima.py). */
export type Maxima = contract.Maxima;
export type Rank = Omit<contract.RankRow, "steps" | "files"> & { n_steps?: number; n_files?: number };
export type Analysis = Omit<contract.Analysis, "ranks" | "collectives" | "steps" | "windows"> & {
  ranks: Rank[]; collectives: Collective[]; steps: Step[];
  /** the member list of each process group (summary), and how long each list the summary cut was */
  groups?: Record<string, number[]>; truncated?: Record<string, number> };
export interface RunStatus { name: string; ranks: number; spans: number; state: string; progress: number;
  error: string | null; version: number; /** the run the server opens on (tensorboard --xrank_run) */ default?: boolean }


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

/** A run's collectives against a replay of them with synchronized readiness, generated from tb_xrank/model.py. */
export type ServiceReport = contract.ServiceReport;
export type ServiceRow = contract.ServiceRow;
/** ``service?run=``: the report of the replay beside the run, or why there is none. */
export interface ServiceAnswer { run: string; replay: string | null; report: ServiceReport | null; why: string | null }

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
const kept = new Map<string, Promise<{ status: number; body: any }>>();
function keep<T>(path: string): Promise<{ status: number; body: T }> {
  let hit = kept.get(path);
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
  keep<{ collective: Collective; divergence: Divergence | null; propagation: any[]; window: WalkWindow | null }>(
    `collective?${of(run, span)}&id=${encodeURIComponent(id)}`);
export const stepDetail = (run: string, step: number, span?: number) =>
  keep<StepDetail>(`step?${of(run, span)}&step=${step}`);
/** The run's collectives against the replay beside it (``service?run=``; 202 while either loads). */
export const service = (run: string) => keep<ServiceAnswer | { run: RunStatus; replay: RunStatus }>(`service?${of(run)}`);
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
  return get<Comparison | { a: CompareStatus; b: CompareStatus } | string>(`compare?${q}`);
};
/** A run's status while the comparison waits for it: with the span and steps chosen (null: the default). */
export interface CompareStatus extends RunStatus { span?: number | null; steps?: string | null }
