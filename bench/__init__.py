"""Benchmarks (not tests): each `bench/bench_*.py` prints its figures and writes them to bench/results/.

Run them all with `python -m bench` (`make bench`), or one with `python -m bench <name>`.
"""
