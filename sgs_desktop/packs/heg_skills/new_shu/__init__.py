"""国战 new rules (新版国战): the 蜀 generals' changed skills."""
