"""How the app looks: the light and dark themes, the fonts, the icons."""
