"""Books and the catalog that holds them."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Book:
    isbn: str
    title: str
    author: str
    price_cents: int
    kind: str = "book"  # "book" pays reduced VAT; "gift" pays the standard rate


@dataclass
class Catalog:
    books: dict[str, Book] = field(default_factory=dict)
    stock: dict[str, int] = field(default_factory=dict)

    def add(self, book: Book, copies: int = 0) -> None:
        if copies < 0:
            raise ValueError("copies must be >= 0")
        self.books[book.isbn] = book
        self.stock[book.isbn] = self.stock.get(book.isbn, 0) + copies

    def find(self, isbn: str) -> Book:
        try:
            return self.books[isbn]
        except KeyError:
            raise LookupError(f"no book with ISBN {isbn}") from None

    def search(self, text: str) -> list[Book]:
        text = text.lower()
        return [
            b for b in self.books.values() if text in b.title.lower() or text in b.author.lower()
        ]


def demo_catalog() -> Catalog:
    catalog = Catalog()
    catalog.add(Book("9780141439518", "Pride and Prejudice", "Jane Austen", 899), copies=4)
    catalog.add(Book("9780451524935", "Nineteen Eighty-Four", "George Orwell", 1099), copies=2)
    catalog.add(
        Book("9780262033848", "Introduction to Algorithms", "Cormen et al.", 8999), copies=1
    )
    catalog.add(
        Book("0000000000001", "Bookshop tote bag", "House brand", 1500, kind="gift"), copies=10
    )
    return catalog
