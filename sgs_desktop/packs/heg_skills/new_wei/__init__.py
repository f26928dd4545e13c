"""国战 new rules (新版国战): the 魏 generals' changed skills."""
