"""The host side of a rank's communication kernels: each kernel's runtime launch (by ``correlation``), the
``record_param_comms`` op that recorded its call and the ``nccl:*``/``gloo:*`` annotation around its launch (the
terms are ``nccl``'s)."""
import numpy as np

from .kineto import CAT_ID, GRAPH_LAUNCHES, LAUNCH_CATS, is_comm_annotation, mask_of


class _Around:
    """The innermost of a set of host events (properly nested per thread) around given times on given threads."""

    def __init__(self, events: dict, rows: np.ndarray):
        self.by_tid = {}
        tids, starts, ends = events["tid"][rows], events["start"][rows], events["end"][rows]
        for t in np.unique(tids).tolist():
            sel = np.flatnonzero(tids == t)
            sel = sel[np.lexsort((-ends[sel], starts[sel]))]
            parent: list[int] = []
            stack: list[int] = []
            e_sel = ends[sel].tolist()
            for j, e in enumerate(e_sel):
                while stack and e_sel[stack[-1]] < e:
                    stack.pop()
                parent.append(stack[-1] if stack else -1)
                stack.append(j)
            self.by_tid[t] = (starts[sel], ends[sel], rows[sel], parent)

    def at(self, tids: np.ndarray, ts: np.ndarray) -> np.ndarray:
        """The row of the innermost event around each ``ts[i]`` (start <= t <= end) on thread ``tids[i]``; -1 where
        none is."""
        out = np.full(len(ts), -1, dtype=np.int64)
        for t, (starts, ends, rows, parent) in self.by_tid.items():
            sel = np.flatnonzero(tids == t)
            if not len(sel):
                continue
            j = np.searchsorted(starts, ts[sel], side="right") - 1
            inside = (j >= 0) & (ends[np.maximum(j, 0)] >= ts[sel])
            for m in np.flatnonzero(~inside & (j >= 0)).tolist():  # after a sibling ended: walk up its parents
                k, t_m = int(j[m]), int(ts[sel[m]])
                while k >= 0 and ends[k] < t_m:
                    k = parent[k]
                j[m], inside[m] = k, k >= 0
            out[sel[inside]] = rows[j[inside]]
        return out


class Host:
    """The host side of the communication kernels ``kidx``: each one's runtime launch (by correlation), its
    ``record_param_comms`` op and its ``nccl:*``/``gloo:*`` annotation around the launch, as columns over ``kidx``
    (-1: none)."""

    def __init__(self, strings, events, xs, kidx):
        names, cats = events["name"], events["cat"]
        n = len(strings)
        self.events, self.xs = events, xs
        self.rpc = np.flatnonzero(mask_of([i for i, s in enumerate(strings) if s == "record_param_comms"], n)[names]
                                  & (cats == CAT_ID["cpu_op"]))
        self.ann = np.flatnonzero(mask_of([i for i, s in enumerate(strings) if is_comm_annotation(s)], n)[names]
                                  & (cats == CAT_ID["user_annotation"]))
        runtime = np.flatnonzero(LAUNCH_CATS[cats])
        runtime = runtime[events["corr"][runtime] >= 0]
        self.first_corr = int(events["corr"][runtime].min()) if len(runtime) else None
        self.graph_names = mask_of([i for i, s in enumerate(strings) if s in GRAPH_LAUNCHES], n)
        self.rpc_around, self.ann_around = _Around(events, self.rpc), _Around(events, self.ann)
        kcorr = events["corr"][kidx]
        rt = runtime[np.isin(events["corr"][runtime], kcorr[kcorr >= 0])]
        by_corr = dict(zip(events["corr"][rt].tolist(), rt.tolist()))
        self.launch = np.array([by_corr.get(c, -1) if c >= 0 else -1 for c in kcorr.tolist()], dtype=np.int64)
        has = self.launch >= 0
        lt, ls = events["tid"][self.launch[has]], events["start"][self.launch[has]]
        self.graph = np.zeros(len(kidx), dtype=bool)
        self.graph[has] = self.graph_names[names[self.launch[has]]]
        self.ann_of = np.full(len(kidx), -1, dtype=np.int64)
        self.ann_of[has] = self.ann_around.at(lt, ls)
        self.op_of = self._ops(kidx, has, lt, ls)

    def _ops(self, kidx, has, lt, ls) -> np.ndarray:
        """Each kernel's ``record_param_comms``: the one of its External id when it is around the launch (or the
        launch is unknown), else the innermost around the launch that records the kernel's ``Seq``, if any."""
        ev, xs = self.events, self.xs
        by_ext: dict[int, int] = {}
        for i, e in zip(self.rpc.tolist(), ev["ext"][self.rpc].tolist()):
            if e >= 0:
                by_ext.setdefault(e, i)
        around = np.full(len(kidx), -1, dtype=np.int64)
        around[has] = self.rpc_around.at(lt, ls)
        out = around.copy()
        launch = self.launch.tolist()
        for j, (k, e) in enumerate(zip(kidx.tolist(), ev["ext"][kidx].tolist())):
            host = by_ext.get(e, -1)
            if host >= 0 and (launch[j] < 0 or host == around[j] or self._contains(host, launch[j])):
                out[j] = host
            elif out[j] >= 0:
                seq, kseq = xs[int(out[j])].args.seq, xs[k].args.seq
                if seq is not None and kseq is not None and seq != kseq:
                    out[j] = -1
        return out

    def _contains(self, row: int, launch: int) -> bool:
        """Whether host event ``row`` is around ``launch`` on its thread."""
        ev = self.events
        return bool(ev["tid"][row] == ev["tid"][launch] and ev["start"][row] <= ev["start"][launch] <= ev["end"][row])
