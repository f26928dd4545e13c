"""国战 skills of the wu kingdom."""
