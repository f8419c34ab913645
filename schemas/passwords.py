"""How strong a new password must be: zxcvbn's estimate, as NIST SP 800-63B (5.1.1.2) asks.

NIST asks a service to refuse passwords that are "commonly-used, expected, or compromised" (dictionary words,
repeated or sequential characters, context-specific words such as the user name) and to say why, rather than
impose composition rules. zxcvbn (Dropbox's estimator, maintained on PyPI) matches a password against lists of
common passwords, names and words, keyboard patterns, repeats, sequences and dates, and against the user's own
name and email, and estimates the guesses an attacker needs. We ask for score 3 (about 10⁸ guesses: no online
attack gets there, and an offline one against our argon2id hashes is slow).
"""

from __future__ import annotations

import zxcvbn

MIN_SCORE = 3
ESTIMATED_LENGTH = 72  # zxcvbn's own limit (its matching slows down with length); the rest only adds strength


def weakness(password: str, *, user_inputs: list[str]) -> str | None:
    """Why ``password`` is too easy to guess, or None."""
    result = zxcvbn.zxcvbn(
        password[:ESTIMATED_LENGTH], user_inputs=[u for u in user_inputs if u], max_length=ESTIMATED_LENGTH
    )
    if result["score"] >= MIN_SCORE:
        return None
    feedback = result["feedback"]
    hints = " ".join(filter(None, [feedback.get("warning"), *feedback.get("suggestions", [])]))
    return (
        "This password is too easy to guess: we refuse common, repetitive and predictable passwords (and ones "
        "built from your username or email), as NIST SP 800-63B asks. " + (hints or "Add more unrelated words.")
    ).strip()
