"""The command line's parser walked: its commands and each command's arguments. argparse has no public way to
list them, so its two private names are read here and nowhere else in the tests."""

from __future__ import annotations

import argparse


def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each `lampada` command's name and its parser, in the order the help lists them."""
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


def arguments(command: argparse.ArgumentParser) -> list[argparse.Action]:
    """A command's arguments: its options, positionals and any list of subcommands."""
    return list(command._actions)


def is_subcommand_list(action: argparse.Action) -> bool:
    return isinstance(action, argparse._SubParsersAction)
