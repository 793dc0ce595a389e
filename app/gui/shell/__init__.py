"""The main window and its frame: the window that puts the parts together, its actions and side
panels (docks), the order of keyboard focus, what a screen reader is told, where the window opens, the Help
screens, the data folder's check at start, and one window per data folder."""
