"""The webhooks' HTTP resources: endpoints and their deliveries."""
