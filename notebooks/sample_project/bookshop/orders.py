"""Orders: check stock, reserve copies, compute totals."""

from dataclasses import dataclass, field

from .catalog import Catalog
from .pricing import line_total


class OutOfStock(Exception):
    pass


@dataclass
class Order:
    customer: str
    member: bool = False
    lines: dict[str, int] = field(default_factory=dict)  # isbn -> quantity

    def add(self, isbn: str, quantity: int = 1) -> None:
        self.lines[isbn] = self.lines.get(isbn, 0) + quantity


def reserve(catalog: Catalog, order: Order) -> None:
    """Take the order's copies out of stock, or change nothing if any title is short."""
    for isbn, quantity in order.lines.items():
        if catalog.stock.get(isbn, 0) < quantity:
            raise OutOfStock(f"only {catalog.stock.get(isbn, 0)} of {isbn} left")
    for isbn, quantity in order.lines.items():
        catalog.stock[isbn] -= quantity


def order_total(catalog: Catalog, order: Order) -> int:
    return sum(
        line_total(catalog.find(isbn), quantity, order.member)
        for isbn, quantity in order.lines.items()
    )
