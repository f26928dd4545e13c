"""国战 skills of the qun kingdom."""
