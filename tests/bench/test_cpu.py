"""The benchmarks' CPU accounting (``bench.cpu``): what a process tree and the load generator spent."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from bench.cpu import CpuMeter, children_cpu_s, tree_cpu_s, tree_cpu_times

BURN = "import time\nt = time.process_time()\nwhile time.process_time() - t < {s}: pass\n"


def test_a_process_tree_counts_the_cpu_of_the_processes_under_its_root():
    """gunicorn's workers run under its master: the master's tree holds their CPU, and a process at rest adds none."""
    child = BURN.format(s=0.4) + "time.sleep(30)\n"
    parent = subprocess.Popen(
        [sys.executable, "-c", f"import subprocess, sys; subprocess.run([sys.executable, '-c', {child!r}])"],
        start_new_session=True,  # its own process group: the cleanup reaches the child too
    )
    try:
        deadline = time.monotonic() + 20
        while tree_cpu_s(parent.pid) < 0.4 and time.monotonic() < deadline:
            time.sleep(0.05)
        burnt = tree_cpu_s(parent.pid)
        assert burnt >= 0.4  # the child's burn, counted under the parent
        time.sleep(0.3)
        assert tree_cpu_s(parent.pid) - burnt < 0.1  # both at rest now
    finally:
        os.killpg(parent.pid, signal.SIGKILL)
        parent.wait()


def test_a_process_that_is_gone_costs_nothing():
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    assert tree_cpu_s(ended.pid) == 0.0


def test_the_load_generator_is_what_the_waited_for_children_spent():
    """wrk runs as a child that the benchmark waits for: its CPU is in the children's usage once it has ended."""
    meter = CpuMeter({})
    before = meter.snapshot()
    subprocess.run([sys.executable, "-c", BURN.format(s=0.3)], check=True)
    spent = meter.spent(before, meter.snapshot())
    assert 0.3 <= spent["load"] < 3.0
    assert spent.keys() == {"load"}
    assert children_cpu_s() >= spent["load"]


def test_a_tree_s_time_is_its_user_time_and_its_kernel_time():
    """The kernel's part is read beside the total: system calls and loopback TCP are what cost most differently
    from one machine to another."""
    meter = CpuMeter({"self": os.getpid()})
    before = meter.snapshot()
    deadline = time.monotonic() + 10
    while tree_cpu_times(os.getpid())[1] - before["self.system"] < 0.05:  # the kernel's clock ticks are 10 ms
        assert time.monotonic() < deadline, "system calls were not counted as the kernel's time"
        for _ in range(2_000):
            os.stat(".")
    spent = meter.spent(before, meter.snapshot())
    assert 0.05 <= spent["self.system"] <= spent["self"]
