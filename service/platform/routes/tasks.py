"""Status of background jobs the caller started."""

from __future__ import annotations

from flask.views import MethodView

from schemas.system import TaskSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.tasks import task_status

blp = Blueprint("tasks", __name__, url_prefix="/v1/tasks", description="Background jobs: state, progress, result.")


@blp.route("/<string:task_id>")
class Task(MethodView):
    @blp.auth()
    @blp.response(200, TaskSchema)
    @blp.errors(404)
    def get(self, task_id: str):
        """A task's state, progress, and result or error (only the caller who started it, or an admin)."""
        principal = current_principal()
        return task_status(task_id=task_id, user_id=principal.user_id, is_admin=principal.is_admin)
