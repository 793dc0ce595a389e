"""The desktop app (PySide6). Everything Qt lives here; `app.core` never imports it.

A package per part a person sees — `shell` (the window and its frame), `search`, `reader`, `panels` (beside
the reader), `study` (the person's own data), `dialogs`, `look` (themes, fonts, icons) — beside the modules
they all use: `main` (the entry point), `tasks` (the task runner), `settings`, `i18n`, `banner`, `plain`,
`compact`."""
