"""The games' HTTP resources: games, moves, history and streams, invitations, verification, rulesets, simulations."""
