"""国战 new rules (新版国战): the 吴 generals' changed and new skills (one module per skill)."""
