// Operand list is not closed.
"foo.a"( : () -> ()
