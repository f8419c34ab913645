"""Resources of the service itself: liveness and readiness, and the status of background tasks."""
