"""国战 skill tests (a package: their basenames repeat tests/skills/ ones, e.g. test_lijian)."""
