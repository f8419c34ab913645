"""What live streams (SSE) read from a request besides their query: the event to resume after."""

from __future__ import annotations

import marshmallow as ma


class LastEventIdHeader(ma.Schema):
    """Headers of a stream request; every other header is none of its business."""

    class Meta:
        unknown = ma.EXCLUDE

    last_event_id = ma.fields.String(
        data_key="Last-Event-ID",
        validate=ma.validate.Length(max=20),
        metadata={"description": "SSE: resume after this event number (sent by EventSource when it reconnects)"},
    )
