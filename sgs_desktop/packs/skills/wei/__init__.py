"""Skills of the wei generals."""
