// The plugin's routes (tb_xrank/http_api.md), relative to the document's base: inside TensorBoard's
// iframe the base is <TensorBoard>/data/plugin/xrank/, and so is the standalone page's.

export interface RankTimes { ready_us: number | null; enqueue_us: number | null; start_us: number | null;
  end_us: number | null; wait_us: number | null; service_us: number | null }
export interface Collective { id: string; pg: string; seq: number | null; step: number | null; op: string;
  bytes: number | null; group_ranks: number[] | null; skew_us: number | null; skew_clockfree_us: number | null;
  tail_us: number | null; last_rank: number; material: boolean; busbw_gbps: number | null;
  ranks?: Record<string, RankTimes>; n_ranks?: number; group_size?: number | null }
export interface Divergence { collective: string; step: number | null; rank: number; kind: string; op: string;
  lag_us: number; peer_median_us: number; evidence: Record<string, any>; next_measurement: string;
  cost_us: number; cost_pct_of_step: number | null }
export interface WalkWindow { critical_rank: number; divergence: number | null;
  ranks: Record<string, [string, number, number][]> }
/** A step as the summary sends it: per-rank numbers are counted and summarised (``step?`` has them). */
export interface Step { step: number; time_us: number | null; start_us: number | null; work_max_us: number;
  work_median_us: number; max_rank: number; critical_rank: number | null; critical_collective: string | null;
  n_ranks?: number; n_collectives?: number; skew_max_us?: number | null; tail_max_us?: number | null;
  exposed_comm_max_us?: number | null; exposed_comm_median_us?: number | null; exposed_comm_max_rank?: number | null }
export interface Gap { rank: number; step: number; start_us: number; dur_us: number; before: string; after: string;
  peer_median_us: number }
/** One rank in one step (``step?``): interval and own work where the Analysis records them, else null. */
export interface RankStep { start_us: number | null; end_us: number | null; time_us: number | null;
  work_us: number | null; wait_us: number | null; comm_us: number | null; exposed_comm_us: number | null }
export interface StepDetail { run: string; step: Step & { ranks: number[]; comm_us: Record<string, number>;
  exposed_comm_us: Record<string, number> }; ranks: Record<string, RankStep>; collectives: Collective[]; gaps: Gap[] }
/** Per-step maximum of the ranks' own work against the number of ranks (tb_xrank/maxima.py). */
export interface Maxima { rows: { ranks: number; step_max_p50_us: number | null; step_max_p90_us: number | null;
  iid_max_p50_us: number | null; over_median?: number | null; top_rank_share?: number | null }[];
  top_rank: number | null; subsets?: number; median_work_us?: number | null }
export type Rank = { rank: number; host: string | null; status: string; warnings: string[]; gpu: number | null;
  pg_positions?: Record<string, number>; worker?: string | null };
export interface Analysis { run: string; span: number; spans: number; world_size: number;
  ranks: Rank[];
  errors: { file: string; reason: string }[];
  clock: { reference_rank: number | null; method: string; offsets_us: Record<string, number>;
    residual_us: number | null; clock_suspect: boolean; drift_ppm: Record<string, number> };
  collectives: Collective[]; steps: Step[];
  stragglers: { class: string; ranks: number[]; steps_used: number; critical_counts: Record<string, number>;
    p_value: number | null; follows: string | null; basis?: string; steps_recorded?: number; steps_held?: number };
  divergences: Divergence[]; propagation: { source: string; affected: string[]; wait_us: number }[];
  gaps: Gap[]; mismatches?: { collective: string; rank: number; got: unknown; expected: unknown }[];
  findings: { text: string; step: number | null; collective: string | null; severity: string; kind?: string }[];
  settings: { material_threshold_us: number | null; median_step_us: number | null; material_fraction: number };
  maxima?: Maxima;
  /** the member list of each process group (summary), and how long each list the summary cut was */
  groups?: Record<string, number[]>; truncated?: Record<string, number> }
export interface RunStatus { name: string; ranks: number; spans: number; state: string; progress: number;
  error: string | null; version: number }


/** One metric of a comparison; the interval of the change is ``ci95`` or ``ci99`` (whichever the server sends). */
export interface CompareMetric { name: string; label: string; unit: string; a: number | null; b: number | null;
  delta: number | null; verdict: "lower" | "higher" | "unchanged"; p_value: number | null; n_a: number; n_b: number;
  n_of?: string; note?: string; [ci: string]: unknown }
export interface DivPattern { rank: number; op: string; kind: string; count_a: number; count_b: number;
  lag_median_us_a: number | null; lag_median_us_b: number | null }
export interface StragglerVerdict { class: string | null; ranks: number[] | null; basis: string | null }
export interface RunEvidence { gaps: number; gap_us: number | null; errors: number; warnings: number;
  not_profiled: number[]; mismatches: number; clock_residual_us: number | null }
export interface RunIdent { run: string; span: number; world_size: number; ranks: number[]; steps: number[];
  collectives: number }
export interface Comparison { schema: string; a: RunIdent; b: RunIdent;
  matched: { steps: [number, number][]; by: string; collectives: number; ranks: number[] };
  unmatched: { steps_only_a: number[]; steps_only_b: number[]; ranks_only_a: number[]; ranks_only_b: number[];
    collectives_only_a: number; collectives_only_b: number };
  metrics: CompareMetric[];
  stragglers: { a: StragglerVerdict; b: StragglerVerdict; class_changed: boolean; ranks_changed: boolean };
  critical_history: { a: Record<string, number>; b: Record<string, number> };
  per_step: { step_a: number; step_b: number; time_max_us_a: number | null; time_max_us_b: number | null;
    skew_max_us_a: number | null; skew_max_us_b: number | null; tail_max_us_a: number | null;
    tail_max_us_b: number | null; critical_rank_a: number | null; critical_rank_b: number | null }[];
  divergences: { appeared: DivPattern[]; grown: DivPattern[]; vanished: DivPattern[]; persisting: DivPattern[] };
  evidence: { a: RunEvidence; b: RunEvidence };
  summary: string[] }

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
export const forget = () => kept.clear();

export const runs = () => get<RunStatus[]>("runs");
export const summary = (run: string) => get<Analysis | RunStatus>(`summary?run=${encodeURIComponent(run)}`);
export const collective = (run: string, id: string) =>
  keep<{ collective: Collective; divergence: Divergence | null; propagation: any[]; window: WalkWindow | null }>(
    `collective?run=${encodeURIComponent(run)}&id=${encodeURIComponent(id)}`);
export const stepDetail = (run: string, step: number) =>
  keep<StepDetail>(`step?run=${encodeURIComponent(run)}&step=${step}`);
export const compareRuns = (a: string, b: string) =>
  get<Comparison | { a: RunStatus; b: RunStatus } | string>(`compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`);
