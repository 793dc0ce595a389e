"""The desktop app (PySide6). Everything Qt lives here; `app.core` never imports it."""
