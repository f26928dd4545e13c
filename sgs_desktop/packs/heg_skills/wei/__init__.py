"""国战 skills of the wei kingdom."""
