"""The accounts' HTTP resources: sign-up, tokens, the caller's profile, API keys."""
