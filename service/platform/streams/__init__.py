"""Live streams shared by games and tournaments: one Redis subscription per process fanned out to every
Server-Sent Events stream of that process (``broadcast``), and the SSE details both speak (``sse``)."""
