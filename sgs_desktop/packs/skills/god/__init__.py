"""Skills of the 神 generals (神话再临·神, identity mode)."""
