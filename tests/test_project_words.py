"""No document, comment, docstring or test tells the project's history: git does.

A sentence that numbers a stretch of past work (a stop, a wave, an issue) means something only to whoever was there.
Say what the code does and why, or name the thing itself ("finding 4 of the outside probe"); when a change was made
is in `git log`.

Scanned: every file git tracks with a text suffix (or named ``Makefile``/``Dockerfile``). Left out: measurement
records (``bench/results/``), third-party files copied in as they are (vendored libraries, ``package-lock.json``),
and what is generated from scanned sources (``openapi.yaml`` and the clients, from ``service/`` and ``schemas/``),
which would only repeat a hit of their source.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUFFIXES = {".py", ".md", ".js", ".ts", ".css", ".html", ".yaml", ".yml", ".toml", ".txt", ".json", ".cfg", ".ini"}
NAMES = {"Makefile", "Dockerfile"}
LEFT_OUT = (
    "bench/results/",
    "package-lock.json",
    "service/web/static/vendor/",
    "service/web/swagger/vendor/",
    "openapi.yaml",
    "clients/python/tcg_companion_client/",
    "clients/typescript/src/schema.d.ts",
)
NUMBER = r"#?\d+(?:\s*[-–]\s*\d+)?"
HISTORY = re.compile(
    "|".join(
        (
            rf"\b(?:stops?|waves?|sessions?|issues?|tickets?|sprints?|iterations?)\s+{NUMBER}\b",
            rf"\b(?:stops?|waves?|sessions?|issues?)\s+{NUMBER}(?:,\s*{NUMBER})*,?\s+(?:and|or)\s+{NUMBER}\b",
            r"\b(?:this|that|last|previous|earlier|next|same|later|the)\s+(?:stop|wave|session)(?:'s|s')?\s+"
            r"(?:start|end|code|run|figures?|changes?|machine|work|pattern)\b",
            r"\b(?:this|previous|earlier)\s+(?:stops?|waves?)\b",
            r"\b(?:in|during|since|until|before|after|from|of)\s+(?:this|that|the\s+last|the\s+previous|an\s+earlier)"
            r"\s+session\b(?!\s*(?:'s\s+)?(?:token|object|cookie|factory|scope|\.|\(|=))",
            r"\bstops'",
            r"\bpart\s+\d+'s\b",
        )
    ),
    re.IGNORECASE,
)


def tracked_files() -> list[str]:
    """The repository's files as git tracks them, or every file under the root when git cannot say."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60
        ).stdout.decode()
        return [name for name in listed.split("\0") if name]
    except (OSError, subprocess.SubprocessError):
        skip = {".git", ".venv", "node_modules", "var", "__pycache__", ".pytest_cache"}
        return [
            str(p.relative_to(ROOT))
            for p in ROOT.rglob("*")
            if p.is_file() and not skip & set(p.relative_to(ROOT).parts)
        ]


def scanned(name: str) -> bool:
    path = Path(name)
    return (path.suffix in SUFFIXES or path.name in NAMES) and not name.startswith(LEFT_OUT)


def history_words(text: str) -> list[tuple[int, str]]:
    """(line number, line) of every line that speaks of the project's history."""
    return [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if HISTORY.search(line)]


def test_no_file_tells_the_projects_history():
    hits = []
    for name in filter(scanned, tracked_files()):
        path = ROOT / name
        if not path.is_file():  # deleted in the working tree, not yet in the index
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        hits += [f"{name}:{n}: {line[:160]}" for n, line in history_words(text)]
    assert not hits, "history words (git keeps the history; say what the code does):\n" + "\n".join(hits)


def said(line: str) -> str:
    return line.replace("·", "")


def test_the_words_found_are_history_and_only_history():
    # written with a "·" inside the word, so that this file passes its own check
    history = [
        said(line)
        for line in (
            "measured in st·op 30, before the change",
            "as st·ops 26–30 measured",
            "(iss·ue 13, finding 4)",
            "Iss·ues 14, 15 and 17 — a whole engine game",
            "wa·ve 1",
            "the st·op's start",
            "the previous st·ops' pattern",
            "in this sess·ion we moved the models",
            "pa·rt 3's new actions",
        )
    ]
    technical = [
        "session.commit()",
        "with db.session() as session:",
        "a session token, an API key or a seat token",
        "the SQLAlchemy Session of this unit of work",
        "Ctrl-C stops every process it started",
        "A Redis that stops answering (SIGSTOP) under a pipelined client with a 1-s timeout",
        "a child that dies 5 times stops the whole stack",
        "round 3 of 5",
        "Issue a penalty (staff).",
        "on issue: earlier instances of this infraction",
        "The spell went out like a wave, and came back like one.",
        "pg_stat_database.sessions",
        "objects loaded in this session.",
        "finding 4 of the outside probe",
    ]
    assert [line for line in history if not HISTORY.search(line)] == []
    assert [line for line in technical if HISTORY.search(line)] == []
