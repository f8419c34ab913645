"""Webhooks: users register endpoints; events are recorded in the unit of work that caused them and
delivered by Celery after it commits, signed as the Standard Webhooks specification says.

``record(session=…, user_ids=…, type=…, data=…)`` is all the rest of the service needs to call.
"""

from service.webhooks.events import EVENT_TYPES, record

ENDPOINTS_TAG = "webhook-endpoints"  # cache tag: dropped whenever an endpoint is created, changed or removed

__all__ = ["ENDPOINTS_TAG", "EVENT_TYPES", "record"]
