# Types of the simdjson block scanner (_scan.cpp), a C extension that mypy cannot read.

class Scanner:
    def __init__(self, names: dict[str, int], dims: dict[bytes, int], strtab: dict[str, int],
                 cats: tuple[str, ...], other: int, skipped: tuple[str, ...], read: tuple[str, ...],
                 typed: dict[str, int], /) -> None: ...

    def scan(self, block: bytes, /) -> tuple[bytes, bytes, bytes, bytes, bytes, bytes, bytes, bytes, bytes, bytes,
                                             bytes, bytes, int]: ...
