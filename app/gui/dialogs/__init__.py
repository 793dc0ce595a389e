"""The app's dialogs: the long-work dialogs (set-up, importing a file or a SWORD module, the repair) on one
shared life cycle, the lists with an action (the translations), About."""
