"""Skills of the wu generals."""
