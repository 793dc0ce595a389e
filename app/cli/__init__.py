"""The `lampada` command line over the same core the desktop app uses: `main` parses and dispatches
(its docstring lists the commands), one module per group of commands, and what they share."""
