"""Skills (技能): what a skill declares (skill.py: `Skill`, `Invoke`, the modifier kinds; content
subclasses `Skill`, and it runs as Python) and who holds which and how a timing's skills resolve
(triggering.py: the skill index and `trigger`; the engine's hot path compiles it)."""
