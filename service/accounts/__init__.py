"""Accounts: users, session tokens, API keys, and the credentials a request carries."""
