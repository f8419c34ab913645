"""Several API nodes behind HAProxy (`companion topology up`): ``nodes`` starts the processes, ``haproxy`` the proxy
and its configuration. docs/deploy.md describes the production topology this reproduces on one machine."""
