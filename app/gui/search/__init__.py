"""Search in the window: the header's search box and filters, search as you type on the search lane's
engines, the results pane with its cards, and meaning search made ready in the background."""
