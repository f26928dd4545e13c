"""Our own art, drawn by the program (QPainter paths and textures generated from numbers): card faces
and emblems, general plates, seals, HP glyphs, backdrops and effects (docs/look.md). Nothing here is
taken from other Sanguosha projects, official clients or web pages."""
