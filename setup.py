import re

from setuptools import Extension, find_namespace_packages, setup

VERSION = re.search(r'__version__ = "([^"]+)"', open("tb_xrank/version.py", encoding="utf-8").read()).group(1)

# The simdjson block scanner (tb_xrank/ingest/_scan.cpp) needs Debian's libsimdjson-dev (or any simdjson >= 3.0 the
# compiler finds). It is optional: without it the build goes on and decoding uses msgspec alone.
SCAN = Extension("tb_xrank.ingest._scan", ["tb_xrank/ingest/_scan.cpp"], libraries=["simdjson"], language="c++",
                 extra_compile_args=["-std=c++17"], optional=True)

setup(
    name="tb_xrank",
    version=VERSION,
    description="Cross-rank straggler analysis of PyTorch Profiler traces, as a TensorBoard plugin and a CLI",
    long_description=open("README.md", encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    license="Apache-2.0",
    python_requires=">=3.10",
    packages=find_namespace_packages(include=["tb_xrank", "tb_xrank.*"]),
    package_data={"tb_xrank": ["schema/*.json"], "tb_xrank.plugin": ["static/**/*", "http_api.md"]},
    include_package_data=True,
    ext_modules=[SCAN],
    install_requires=[
        "numpy>=1.24",
        "msgspec>=0.18",
        "fsspec>=2023.1",
        "platformdirs>=3",
        "rich>=13",
    ],
    extras_require={
        "test": ["pytest>=7", "jsonschema>=4", "orjson>=3", "tensorboard>=2.16", "werkzeug>=2",
                 "s3fs>=2023.1", "moto[server]>=5", "mypy>=1.10"],
        "tensorboard": ["tensorboard>=2.16", "torch-tb-profiler>=0.4"],
        "record": ["torch>=2.2"],
        "dask": ["distributed>=2023.1"],
        "remote": ["s3fs>=2023.1", "gcsfs>=2023.1"],  # s3:// and gs:// logdirs; other fsspec protocols: their package
    },
    entry_points={"console_scripts": ["tb-xrank=tb_xrank.cli:run"],
                  "tensorboard_plugins": ["xrank=tb_xrank.plugin:XrankLoader"]},
    classifiers=["Programming Language :: Python :: 3"],
)
