"""What a tool is: a name, a JSON schema the model sees, and a function that returns a result.

Tools enforce their limits at the source (opencode's numbers, DESIGN 2.4) and record what they cut
in ``metadata`` so the parts table can show it. A tool signals bad input by raising ``ToolError``;
the loop turns it into an error result the model can read and correct.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import ToolError

__all__ = ["Tool", "ToolContext", "ToolError", "ToolOutput"]


@dataclass
class ToolOutput:
    content: str
    metadata: dict[str, Any] = field(default_factory=dict)
    is_error: bool = False


@dataclass
class ToolContext:
    workspace: Path
    bash_timeout: float = 60.0
    bash_sandbox: str = "off"  # auto | on | off (safety/bwrap.py); the runtime's default is auto
    session_id: str = ""
    abort: threading.Event = field(default_factory=threading.Event)
    # the session store's files (the database): bash's sandbox hides them (safety/bwrap.py)
    protected: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        self.workspace = Path(self.workspace).resolve()


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]  # JSON schema of the input object
    run: Callable[[dict[str, Any], ToolContext], ToolOutput]

    def spec(self) -> dict[str, Any]:
        """Provider-neutral definition: name, description, input_schema."""
        return {"name": self.name, "description": self.description, "input_schema": self.parameters}
