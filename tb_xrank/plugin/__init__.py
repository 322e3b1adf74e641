"""The xrank tab: the TensorBoard loader and routes (``tb.py``, imported only by TensorBoard, on first use of
``XrankLoader`` or ``XrankPlugin``), their TensorBoard-free view functions (``views.py``) and the run store
(``runs.py``)."""
from .views import SUMMARY_COLLECTIVES, SUMMARY_ROWS, collective_detail, encode, step_detail, summary_of

__all__ = ["SUMMARY_COLLECTIVES", "SUMMARY_ROWS", "XrankLoader", "XrankPlugin", "collective_detail", "encode",
           "step_detail", "summary_of"]


def __getattr__(name: str) -> object:
    if name in ("XrankLoader", "XrankPlugin"):
        from . import tb

        return getattr(tb, name)
    raise AttributeError(name)
