"""国战 skills of the shu kingdom."""
