from bookshop.catalog import Book
from bookshop.pricing import discount_rate, line_total


def test_books_pay_reduced_vat():
    book = Book("1", "A", "B", 1000)
    assert line_total(book, 1) == 1050


def test_member_and_bulk_discounts_are_capped():
    assert discount_rate(5, member=True) == 0.15
    assert discount_rate(1, member=False) == 0.0
