"""The package's version: a leaf every stage may import (the cache and saved Analyses are keyed by it)."""
__version__ = "0.10.0"
