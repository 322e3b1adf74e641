"""Writing a file whole or not at all."""
import os
import secrets
import typing


def atomic_write(path: str, data: "bytes | typing.Iterable[bytes]", mode: int = 0o666,
                 folders: bool = False) -> int:
    """Write ``data`` (bytes, or an iterable of bytes) to ``path`` whole or not at all: into a new file beside it
    (created with ``mode`` less the umask), then renamed over it; the folders above it are created where ``folders``
    (else a missing folder is an error). Returns the bytes written."""
    folder = os.path.dirname(os.path.abspath(path))
    if folders:
        os.makedirs(folder, exist_ok=True)
    tmp = os.path.join(folder, f".tmp-xrank-{secrets.token_hex(8)}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        with os.fdopen(fd, "wb") as f:
            if isinstance(data, (bytes, bytearray, memoryview)):
                f.write(data)
            else:
                f.writelines(data)
            n = f.tell()
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return n
