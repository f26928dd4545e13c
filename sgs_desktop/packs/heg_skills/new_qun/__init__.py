"""国战 new rules (新版国战): the 群 generals' changed and new skills (one module per skill)."""
