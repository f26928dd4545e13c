"""Skills of the qun generals."""
