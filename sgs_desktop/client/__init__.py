"""Qt-free client side: selection models that build answers from clicks, and seat automation."""
