"""A tournament night against the whole stack: the load (``night``, ``table``, ``stream``, ``api``), the stack and
its processes (``stack``, ``procs``), the figures (``figures``) and one run on one database (``run``)."""
