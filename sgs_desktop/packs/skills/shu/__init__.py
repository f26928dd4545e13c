"""Skills of the shu generals."""
