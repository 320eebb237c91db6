"""Prices in integer cents: discounts and VAT."""

from .catalog import Book

VAT_RATES = {"book": 0.05, "gift": 0.20}
MEMBER_DISCOUNT = 0.10
BULK_THRESHOLD = 3  # copies of one title before the bulk discount applies
BULK_DISCOUNT = 0.05


def vat_rate(book: Book) -> float:
    return VAT_RATES.get(book.kind, VAT_RATES["gift"])


def discount_rate(quantity: int, member: bool) -> float:
    """Member and bulk discounts add up, capped at 15%."""
    rate = MEMBER_DISCOUNT if member else 0.0
    if quantity >= BULK_THRESHOLD:
        rate += BULK_DISCOUNT
    return min(rate, 0.15)


def line_total(book: Book, quantity: int, member: bool = False) -> int:
    """Price of ``quantity`` copies after discount, VAT included, rounded to the cent."""
    if quantity <= 0:
        raise ValueError("quantity must be positive")
    net = book.price_cents * quantity * (1 - discount_rate(quantity, member))
    return round(net * (1 + vat_rate(book)))
